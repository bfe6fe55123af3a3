import leven from "leven";
import { z } from "zod";
import { type Manifest, manifestSchema } from "../../src/brand/manifestSchema.ts";
import { manifestField } from "./manifestField.ts";

/** One thing wrong in a manifest: where, and what, in the words of a person, not of zod. */
interface Problem {
  path: readonly PropertyKey[];
  /** The value found there, shown when it is a string, number, boolean or null. */
  value: unknown;
  message: string;
}

/** What a value of zod's `expected` type is called in a message. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  tuple: "a list",
  record: "an object",
};

const typeName = (expected: string) => TYPE_NAMES[expected] ?? expected;

/** `'text'`, `42`, `true`, `null`: the value as a message quotes it; nothing for lists and objects. */
function shown(value: unknown): string | undefined {
  if (typeof value === "string") return `'${value}'`;
  if (typeof value === "number" || typeof value === "boolean" || value === null)
    return String(value);
  return undefined;
}

/** The messages zod would word in its own terms, in ours; undefined keeps a schema's own. */
function issueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      return `expected ${typeName(issue.expected)}`;
    case "invalid_value":
      return `expected one of: ${(Array.isArray(issue.values) ? issue.values : []).map(String).join(", ")}`;
    case "invalid_union":
      return Array.isArray(issue.options)
        ? `expected one of: ${issue.options.map(String).join(", ")}`
        : "matches none of the forms this field takes";
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
      const side = issue.code === "too_small" ? "least" : "most";
      const exclusive = issue.inclusive === false;
      if (issue.origin === "array" || issue.origin === "set")
        return `expected at ${side} ${bound} ${Number(bound) === 1 ? "entry" : "entries"}`;
      if (issue.origin === "string")
        return `expected at ${side} ${bound} character${Number(bound) === 1 ? "" : "s"}`;
      if (exclusive)
        return `expected ${issue.code === "too_small" ? "more" : "less"} than ${bound}`;
      return `expected at ${side} ${bound}`;
    }
    case "invalid_format":
      if (issue.format === "email") return "expected an e-mail address such as name@example.com";
      if (issue.format === "url") return "expected an address such as https://example.com";
      return `expected text of the form ${issue.format === "regex" && "pattern" in issue ? String(issue.pattern) : issue.format}`;
    case "not_multiple_of":
      return `expected a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
}

/**
 * The one of `known` that `text` is a slip for: one or two edits away (a third of its length for
 * long words), in any case; undefined when none is that near.
 */
function nearest(text: string, known: readonly string[]): string | undefined {
  const [best] = known
    .map((candidate) => ({
      candidate,
      distance: leven(text.toLowerCase(), candidate.toLowerCase()),
    }))
    .sort((a, b) => a.distance - b.distance);
  return best && best.distance <= Math.max(2, Math.floor(text.length / 3))
    ? best.candidate
    : undefined;
}

/**
 * `did you mean 'cta'?` for a key one or two edits away from a known one (a third of its length
 * for long keys), else the keys the object takes.
 */
export function unknownKeyHint(key: string, known: readonly string[]): string {
  const candidate = nearest(key, known);
  if (candidate !== undefined) return `did you mean '${candidate}'?`;
  return known.length > 0 ? `expected one of: ${known.join(", ")}` : "this object takes no keys";
}

/**
 * The problem of an object that a discriminated union (a header's `variant`, a section's `type`)
 * could not tell: a misspelt discriminator key (`"tpye"`) is named as the unknown field it is,
 * a misspelt value (`"dropdwn"`) gets the nearest choice, anything else the choices.
 */
function discriminatorProblem(
  issue: z.core.$ZodIssue & { code: "invalid_union"; discriminator: string },
  path: readonly PropertyKey[],
): Problem {
  const { discriminator, input } = issue;
  const fields: Record<string, unknown> = input && typeof input === "object" ? Object(input) : {};
  const value = fields[discriminator];
  const objectPath = path.at(-1) === discriminator ? path.slice(0, -1) : path;
  if (value === undefined) {
    const misspelt = Object.keys(fields).find((key) => nearest(key, [discriminator]) !== undefined);
    if (misspelt !== undefined) {
      return {
        path: [...objectPath, misspelt],
        value: undefined,
        message: `is not a field here: did you mean '${discriminator}'?`,
      };
    }
  }
  const choice =
    typeof value === "string" && "options" in issue && Array.isArray(issue.options)
      ? nearest(value, issue.options.map(String))
      : undefined;
  return {
    path: [...objectPath, discriminator],
    value,
    message: choice === undefined ? issue.message : `did you mean '${choice}'? ${issue.message}`,
  };
}

/**
 * The problems under `issues`, one per unknown key and one per wrong value: a union that
 * matched no form reports the issues of the form that came nearest (fewest issues), or, when
 * the value is of none of the forms' types, that it should be one of them.
 */
function problemsOf(
  issues: readonly z.core.$ZodIssue[],
  knownKeys: WeakMap<object, string[]>,
  prefix: readonly PropertyKey[] = [],
): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = issue.input ? (knownKeys.get(issue.input) ?? []) : [];
      return issue.keys.map((key) => ({
        path: [...path, key],
        value: undefined,
        message: `is not a field here: ${unknownKeyHint(key, known)}`,
      }));
    }
    if (issue.code === "invalid_union" && issue.discriminator !== undefined) {
      return [discriminatorProblem({ ...issue, discriminator: issue.discriminator }, path)];
    }
    if (issue.code === "invalid_union" && issue.errors.length > 0) {
      const wrongType = issue.errors.every(
        (branch) =>
          branch.length === 1 && branch[0]?.code === "invalid_type" && branch[0].path.length === 0,
      );
      if (wrongType) {
        const names = issue.errors.flatMap((branch) =>
          branch[0]?.code === "invalid_type" ? [typeName(branch[0].expected)] : [],
        );
        return [
          { path, value: issue.input, message: `expected ${[...new Set(names)].join(" or ")}` },
        ];
      }
      const nearest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      return problemsOf(nearest, knownKeys, path);
    }
    return [{ path, value: issue.input, message: issue.message }];
  });
}

/** `page '/about', field 'sections.1.cta' is 'x': expected …`: one line for one problem. */
function problemLine(json: unknown, problem: Problem): string {
  const where = manifestField(json, problem.path);
  if (problem.value === undefined && problem.message.startsWith("expected "))
    return `${where} is missing: ${problem.message}`;
  const value = shown(problem.value);
  if (problem.message.startsWith("is ")) return `${where} ${problem.message}`;
  return value === undefined
    ? `${where}: ${problem.message}`
    : `${where} is ${value}: ${problem.message}`;
}

/**
 * Checks a manifest as read from its file against the manifest schema.
 * @returns the manifest, or one line per problem naming the page's route (`page '/about'`), the
 *   field, the wrong value and what it should be: the nearest valid key for an unknown one
 *   ("did you mean 'cta'?"), the choices for a variant or section type
 */
export function parseManifest(
  json: unknown,
): { success: true; manifest: Manifest } | { success: false; problems: string[] } {
  // The keys each object that has an unknown one takes, for the nearest valid key.
  const knownKeys = new WeakMap<object, string[]>();
  const parsed = manifestSchema.safeParse(json, {
    reportInput: true,
    error: (issue) => {
      if (
        issue.code === "unrecognized_keys" &&
        issue.inst instanceof z.ZodObject &&
        issue.input &&
        typeof issue.input === "object"
      ) {
        knownKeys.set(issue.input, Object.keys(issue.inst.shape));
      }
      return issueMessage(issue);
    },
  });
  if (parsed.success) return { success: true, manifest: parsed.data };
  const problems = problemsOf(parsed.error.issues, knownKeys).map((problem) =>
    problemLine(json, problem),
  );
  return { success: false, problems: [...new Set(problems)] };
}
