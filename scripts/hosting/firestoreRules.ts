import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/** `firestore.rules`: the template every brand's rules are written from. */
export const RULES_TEMPLATE = path.join(repoRoot, "firestore.rules");

const CHOICES = /(function serviceChoices\(\) \{\s*return )\[\];/;

/** A collection's block in the template: from `// collection <name>` to `// end collection`. */
const COLLECTION_BLOCK = /^[ \t]*\/\/ collection ([\w-]+)\n[\s\S]*?^[ \t]*\/\/ end collection\n/gm;

/** The collections the site's forms write to. */
export type FormCollection = "contact-form" | "subscribers";

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
  const collections: FormCollection[] = [];
  if (serviceChoices(manifest).length > 0) collections.push("contact-form");
  if (manifest.footer.variant === "subscribe") collections.push("subscribers");
  return collections;
}

/**
 * A brand's security rules: the template with `serviceChoices()` returning the brand's Services
 * choices, and without the blocks of the collections the brand does not use, so its project
 * accepts nothing the brand's own pages do not send. Each brand is its own Firebase project.
 * @param template text of `firestore.rules`
 * @throws Error when the template no longer has the `serviceChoices()` function to fill, or a
 *   form's collection has no `// collection <name>` block
 */
export function brandRules(template: string, manifest: Manifest): string {
  if (!CHOICES.test(template)) {
    throw new Error("firestore.rules has no 'function serviceChoices() { return []; }' to fill");
  }
  const blocks = [...template.matchAll(COLLECTION_BLOCK)].map((match) => match[1]);
  for (const collection of ["contact-form", "subscribers"] satisfies FormCollection[]) {
    if (!blocks.includes(collection)) {
      throw new Error(`firestore.rules has no '// collection ${collection}' block`);
    }
  }
  const used: readonly string[] = brandCollections(manifest);
  // The manifest schema refuses quotes, backslashes and line breaks in choices, so JSON string
  // syntax is valid rules string syntax here.
  const list = serviceChoices(manifest)
    .map((choice) => JSON.stringify(choice))
    .join(", ");
  return template
    .replace(COLLECTION_BLOCK, (block, name: string) => (used.includes(name) ? block : ""))
    .replace(CHOICES, `$1[${list}];`);
}

/** Reads the template and returns the brand's rules (see `brandRules`). */
export async function readBrandRules(manifest: Manifest): Promise<string> {
  return brandRules(await readFile(RULES_TEMPLATE, "utf8"), manifest);
}
