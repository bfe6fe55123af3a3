import { readFile } from "node:fs/promises";
import path from "node:path";
import { brandForms } from "../../src/brand/brandForms.ts";
import type { Manifest } from "../../src/brand/manifestSchema.ts";
import {
  FORM_COLLECTIONS,
  type FormCollection,
  LEAD_COLLECTIONS,
} from "../../src/lib/leads/leadStore.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/** `firestore.rules`: the template every brand's rules are written from. */
export const RULES_TEMPLATE = path.join(repoRoot, "firestore.rules");

/** A list function of the template to fill: `function <name>() { return []; }`. */
const listFunction = (name: string) => new RegExp(`(function ${name}\\(\\) \\{\\s*return )\\[\\];`);

const CHOICES = listFunction("serviceChoices");
const LOCALES = listFunction("localeChoices");

/** A collection's block in the template: from `// collection <name>` to `// end collection`. */
const COLLECTION_BLOCK = /^[ \t]*\/\/ collection ([\w-]+)\n[\s\S]*?^[ \t]*\/\/ end collection\n/gm;

/** Every Services choice of the manifest's enquiry forms, each once, in manifest order. */
export function serviceChoices(manifest: Manifest): string[] {
  const choices = manifest.pages.flatMap((page) =>
    page.sections.flatMap((section) => (section.type === "enquiry" ? section.services : [])),
  );
  return [...new Set(choices)];
}

/**
 * The collections a brand's pages write to: `contact-form` when a page has an enquiry section,
 * `subscribers` when its footer has the subscribe form.
 */
export function brandCollections(manifest: Manifest): FormCollection[] {
  return brandForms(manifest).map((form) => FORM_COLLECTIONS[form]);
}

/** A rules list literal of strings: `["a", "b"]`. */
function rulesList(values: readonly string[]): string {
  // The manifest schema refuses quotes, backslashes and line breaks in choices, and locales are
  // letters and a hyphen, so JSON string syntax is valid rules string syntax here.
  return `[${values.map((value) => JSON.stringify(value)).join(", ")}]`;
}

/**
 * A brand's security rules: the template with `serviceChoices()` returning the brand's Services
 * choices and `localeChoices()` its locales (a third locale in the manifest needs no rules
 * edit), and without the blocks of the collections the brand does not use, so its project
 * accepts nothing the brand's own pages do not send. Each brand is its own Firebase project.
 * @param template text of `firestore.rules`
 * @throws Error when the template no longer has the `serviceChoices()` or `localeChoices()`
 *   function to fill, or a form's collection has no `// collection <name>` block
 */
export function brandRules(template: string, manifest: Manifest): string {
  for (const [name, pattern] of [
    ["serviceChoices", CHOICES],
    ["localeChoices", LOCALES],
  ] as const) {
    if (!pattern.test(template)) {
      throw new Error(`firestore.rules has no 'function ${name}() { return []; }' to fill`);
    }
  }
  const blocks = [...template.matchAll(COLLECTION_BLOCK)].map((match) => match[1]);
  for (const collection of LEAD_COLLECTIONS) {
    if (!blocks.includes(collection)) {
      throw new Error(`firestore.rules has no '// collection ${collection}' block`);
    }
  }
  const used: readonly string[] = brandCollections(manifest);
  return template
    .replace(COLLECTION_BLOCK, (block, name: string) => (used.includes(name) ? block : ""))
    .replace(CHOICES, `$1${rulesList(serviceChoices(manifest))};`)
    .replace(LOCALES, `$1${rulesList(manifest.locales)};`);
}

/** Reads the template and returns the brand's rules (see `brandRules`). */
export async function readBrandRules(manifest: Manifest): Promise<string> {
  return brandRules(await readFile(RULES_TEMPLATE, "utf8"), manifest);
}
