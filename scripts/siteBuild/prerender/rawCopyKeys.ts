import { requiredCopyKeys } from "../../../src/brand/requiredCopyKeys.ts";
import { BrandError, type LoadedBrand } from "../../brand/brandLoader.ts";

/** A dotted copy key as text, not inside an address or a file name (`a.b` after `@` or `/`). */
const KEY_LIKE = /(?<![\w@./-])[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+(?![\w@/-])/g;

/** Attributes whose values a visitor reads or hears (and search engines show). */
const READ_ATTRIBUTES = /\s(?:alt|aria-label|title|placeholder|content|label)="([^"]*)"/g;

/** What a visitor reads of `html`: its text and the attributes read out, without scripts or styles. */
function readText(html: string): string[] {
  const stripped = html.replace(/<(script|style)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, " ");
  const attributes = [...stripped.matchAll(READ_ATTRIBUTES)].map((match) => match[1] ?? "");
  return [stripped.replace(/<[^>]*>/g, " "), ...attributes];
}

/**
 * The copy keys `html` shows as they are, which i18next renders when a locale lacks a key.
 * @param isCopyKey tells a copy key of the brand from other dotted words (a domain, `e.g.`)
 */
export function rawCopyKeys(html: string, isCopyKey: (text: string) => boolean): string[] {
  const found = readText(html).flatMap((text) => text.match(KEY_LIKE) ?? []);
  return [...new Set(found.filter(isCopyKey))];
}

/**
 * Tells a copy key of `brand` from other dotted words: a key of its copy in any locale or one
 * its manifest asks for, or any key under the first part of one of those (`products.valves.text`
 * under `products`), so a key no locale has is caught too.
 */
function brandCopyKey(brand: LoadedBrand): (text: string) => boolean {
  const keys = new Set([
    ...Object.values(brand.resources).flatMap(({ translation }) => Object.keys(translation)),
    ...requiredCopyKeys(brand.manifest).map(({ key }) => key),
  ]);
  const firstParts = new Set([...keys].map((key) => key.split(".")[0]));
  return (text) => keys.has(text) || firstParts.has(text.split(".")[0]);
}

/**
 * Finds the raw copy keys of `brand` that prerendered pages show: a key a component reads that
 * the build's copy check (`requiredCopyKeys`, each section type's `copyKeys`) did not ask the
 * locale for. `inspect` reads each page as the prerender renders it; `refuse` then fails the
 * build if any page showed one.
 */
export function rawCopyKeyCheck(brand: LoadedBrand): {
  inspect: (route: string, html: string) => void;
  /** @throws BrandError naming the brand, each page's route and the keys it shows */
  refuse: () => void;
} {
  const isCopyKey = brandCopyKey(brand);
  const lines: string[] = [];
  return {
    inspect(route, html) {
      const keys = rawCopyKeys(html, isCopyKey);
      if (keys.length > 0)
        lines.push(`  - page '${route}' shows ${keys.map((key) => `'${key}'`).join(", ")}`);
    },
    refuse() {
      if (lines.length === 0) return;
      throw new BrandError(
        `Brand '${brand.id}': prerendered pages show raw copy keys, which the copy check did not ask the locale for (add each to its section type's copyKeys or src/brand/requiredCopyKeys.ts, and its string to the locale):\n${lines.join("\n")}`,
      );
    },
  };
}
