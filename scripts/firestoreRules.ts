import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Manifest } from "../src/brand/manifestSchema.ts";
import { repoRoot } from "./repoRoot.ts";

/** `firestore.rules`: the template every brand's rules are written from. */
export const RULES_TEMPLATE = path.join(repoRoot, "firestore.rules");

const CHOICES = /(function serviceChoices\(\) \{\s*return )\[\];/;

/** Every Services choice of the manifest's enquiry forms, each once, in manifest order. */
export function serviceChoices(manifest: Manifest): string[] {
  const choices = manifest.pages.flatMap((page) =>
    page.sections.flatMap((section) => (section.type === "enquiry" ? section.services : [])),
  );
  return [...new Set(choices)];
}

/**
 * A brand's security rules: the template with `serviceChoices()` returning the brand's Services
 * choices. Each brand is its own Firebase project, so each gets rules that accept its own choices
 * only; a brand without an enquiry form gets an empty list and accepts no enquiry.
 * @param template text of `firestore.rules`
 * @throws Error when the template no longer has the `serviceChoices()` function to fill
 */
export function brandRules(template: string, manifest: Manifest): string {
  if (!CHOICES.test(template)) {
    throw new Error("firestore.rules has no 'function serviceChoices() { return []; }' to fill");
  }
  // The manifest schema refuses quotes, backslashes and line breaks in choices, so JSON string
  // syntax is valid rules string syntax here.
  const list = serviceChoices(manifest)
    .map((choice) => JSON.stringify(choice))
    .join(", ");
  return template.replace(CHOICES, `$1[${list}];`);
}

/** Reads the template and returns the brand's rules (see `brandRules`). */
export async function readBrandRules(manifest: Manifest): Promise<string> {
  return brandRules(await readFile(RULES_TEMPLATE, "utf8"), manifest);
}
