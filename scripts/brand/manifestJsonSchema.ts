import path from "node:path";
import { z } from "zod";
import { manifestSchema } from "../../src/brand/manifestSchema.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/**
 * `brands/manifest.schema.json`: the JSON Schema every manifest names in its `"$schema"` line, so
 * an editor autocompletes its fields, shows their descriptions and underlines a wrong one without
 * a plugin. Generated (`npm run manifest-schema`), never edited by hand.
 */
export const MANIFEST_SCHEMA_FILE = path.join(repoRoot, "brands", "manifest.schema.json");

/**
 * The manifest schema as JSON Schema (draft 2020-12), from the zod schema
 * (src/brand/manifestSchema.ts) with each field's `.meta({ description })`. It describes what a
 * manifest may say (a field with a default may be left out); the checks across fields (one page
 * at `/`, the default locale among the locales, a pack's choice on its order form) are the
 * build's alone. Each discriminated union (a section's `type`, a header's or footer's `variant`)
 * is written as `if`/`then` on its discriminator (`discriminated`), so an editor reports one
 * error for an unknown type rather than one per form it might have been.
 */
export function manifestJsonSchema(): Record<string, unknown> {
  const generated = discriminated(
    z.toJSONSchema(manifestSchema, { io: "input", target: "draft-2020-12" }),
  );
  return {
    ...(isJsonObject(generated) ? generated : {}),
    title: "Brand manifest",
    description:
      "One brand's site: pages, header, footer, contact details, theme. Copy lives in the brand's locale files; see docs/extending.md.",
  };
}

type JsonObject = { [key: string]: unknown };

const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The property every branch requires and fixes with a `const` string, if there is one. */
function discriminatorOf(branches: readonly unknown[]): string | undefined {
  const [first] = branches;
  if (!isJsonObject(first) || !isJsonObject(first.properties)) return undefined;
  return Object.keys(first.properties).find((key) =>
    branches.every(
      (branch) =>
        isJsonObject(branch) &&
        isJsonObject(branch.properties) &&
        isJsonObject(branch.properties[key]) &&
        typeof branch.properties[key].const === "string" &&
        Array.isArray(branch.required) &&
        branch.required.includes(key),
    ),
  );
}

/**
 * `schema` with every `oneOf` of objects told apart by one property rewritten as: an object that
 * requires that property, one of its values, and for each value (`if` it is that one) `then` that
 * form. A validator, and an editor, then reports a value outside the choices once, and a wrong
 * field against the one form its discriminator names, instead of an error for every form.
 */
export function discriminated(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(discriminated);
  if (!isJsonObject(schema)) return schema;
  const rewritten: JsonObject = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, discriminated(value)]),
  );
  const branches = rewritten.oneOf;
  const key = Array.isArray(branches) ? discriminatorOf(branches) : undefined;
  if (!Array.isArray(branches) || key === undefined) return rewritten;
  const { oneOf: _branches, ...rest } = rewritten;
  const values = branches.flatMap((branch) =>
    isJsonObject(branch) && isJsonObject(branch.properties) && isJsonObject(branch.properties[key])
      ? [branch.properties[key].const]
      : [],
  );
  return {
    ...rest,
    type: "object",
    required: [key],
    properties: { [key]: { type: "string", enum: values } },
    allOf: branches.map((branch, index) => ({
      if: { type: "object", required: [key], properties: { [key]: { const: values[index] } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword; the object is data, never awaited
      then: branch,
    })),
  };
}
