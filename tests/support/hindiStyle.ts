import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/** One entry of docs/hindi-glossary.json: a term, the Hindi used for it and the forms not to use. */
export interface GlossaryTerm {
  english: string;
  hindi: string;
  /** When to use which form, where the term needs it. */
  note?: string;
  /** Forms (words or phrases) no Hindi copy may use. */
  avoid: string[];
  /** Phrases in which an avoided form is the trade's own name for a thing (`वेल्ड मैप`). */
  except?: string[];
  /** The brand whose copy uses the term, or `both`. */
  where: string;
}

/** docs/hindi-glossary.json: the glossary and the Devanagari abbreviations that end in a full stop. */
export interface HindiGlossary {
  terms: GlossaryTerm[];
  abbreviations: string[];
}

/** A copy string and where it lives: its file (repo-relative) and key (`body[1]` for a list's). */
export interface CopyString {
  file: string;
  key: string;
  text: string;
}

/**
 * Every Hindi locale file of the repository: each `brands/<id>/locales/hi/*.json` and
 * `src/locales/hi/*.json`, repo-relative and sorted, found on disk so a new brand's are included.
 */
export async function hindiLocaleFiles(root: string): Promise<string[]> {
  const folders = ["src/locales/hi"];
  for (const brand of await readdir(path.join(root, "brands"), { withFileTypes: true })) {
    if (brand.isDirectory()) folders.push(`brands/${brand.name}/locales/hi`);
  }
  const files: string[] = [];
  for (const folder of folders) {
    const names = await readdir(path.join(root, folder)).catch(() => []);
    files.push(
      ...names.filter((name) => name.endsWith(".json")).map((name) => `${folder}/${name}`),
    );
  }
  return files.sort();
}

/** The strings of a parsed locale file (`{key: string | string[]}`), each with its key. */
export function copyStringsOf(file: string, copy: unknown): CopyString[] {
  if (typeof copy !== "object" || copy === null) return [];
  return Object.entries(copy).flatMap(([key, value]): CopyString[] => {
    if (typeof value === "string") return [{ file, key, text: value }];
    if (Array.isArray(value))
      return value.flatMap((item, index) =>
        typeof item === "string" ? [{ file, key: `${key}[${index}]`, text: item }] : [],
      );
    return copyStringsOf(file, value).map((inner) => ({ ...inner, key: `${key}.${inner.key}` }));
  });
}

/** Every copy string of `files` (repo-relative) under `root`. */
export async function readCopyStrings(root: string, files: string[]): Promise<CopyString[]> {
  const strings: CopyString[] = [];
  for (const file of files) {
    strings.push(...copyStringsOf(file, JSON.parse(await readFile(path.join(root, file), "utf8"))));
  }
  return strings;
}

const where = ({ file, key }: CopyString) => `${file} ${key}`;

/** Devanagari words: letters, signs and digits, without the danda. */
const DEVANAGARI_WORD = /[\u0900-\u0963\u0966-\u097F]+/g;
const NUKTA = "\u093C";
const CHANDRABINDU = "\u0901";
const ANUSVARA = "\u0902";

/**
 * Words written in two forms that differ only in `sameWord`'s normalisation, one line per word:
 * `ज़रूरत / जरूरत: <file> <key>; <file> <key>` (the first place each form is used).
 */
function variants(strings: readonly CopyString[], sameWord: (word: string) => string): string[] {
  const forms = new Map<string, Map<string, CopyString>>();
  for (const string of strings) {
    for (const [word] of string.text.normalize("NFC").matchAll(DEVANAGARI_WORD)) {
      const key = sameWord(word);
      const known = forms.get(key) ?? new Map<string, CopyString>();
      if (!known.has(word)) known.set(word, string);
      forms.set(key, known);
    }
  }
  return [...forms.values()]
    .filter((known) => known.size > 1)
    .map(
      (known) => `${[...known.keys()].join(" / ")}: ${[...known.values()].map(where).join("; ")}`,
    );
}

/** Words spelt both with and without a nukta (`फ़ोन` and `फोन`) anywhere in `strings`. */
export const nuktaVariants = (strings: readonly CopyString[]): string[] =>
  variants(strings, (word) => word.normalize("NFD").replaceAll(NUKTA, ""));

/** Words spelt both with a chandrabindu and an anusvara (`पहुँच` and `पहुंच`). */
export const binduVariants = (strings: readonly CopyString[]): string[] =>
  variants(strings, (word) => word.replaceAll(CHANDRABINDU, ANUSVARA));

/**
 * Letters with a nukta the style guide does not use: only ज़ and फ़ take one (ड़ and ढ़ are
 * letters of their own); क़ ख़ ग़ are written क ख ग.
 */
export function strayNukta(strings: readonly CopyString[]): string[] {
  return strings.flatMap((string) => {
    const letters = string.text.normalize("NFD").match(/[^\u091C\u092B\u0921\u0922]\u093C/g);
    return letters ? [`${[...new Set(letters)].join(" ")}: ${where(string)}`] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `phrase` as a whole word or words: not inside a longer word. */
const wholePhrase = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(phrase)}(?![\\p{L}\\p{M}])`, "u");

/**
 * Each use of a form the glossary says not to use, but inside one of its term's `except`
 * phrases: `ई-मेल (e-mail: ईमेल): <file> <key>`.
 */
export function avoidedForms(strings: readonly CopyString[], glossary: HindiGlossary): string[] {
  return glossary.terms.flatMap((term) => {
    const forms = term.avoid.map((form) => ({ form, pattern: wholePhrase(form.normalize("NFC")) }));
    return strings.flatMap((string) => {
      let text = string.text.normalize("NFC");
      for (const phrase of term.except ?? []) text = text.replaceAll(phrase.normalize("NFC"), " ");
      return forms
        .filter(({ pattern }) => pattern.test(text))
        .map(({ form }) => `${form} (${term.english}: ${term.hindi}): ${where(string)}`);
    });
  });
}

/**
 * Devanagari sentences that end in a full stop (or an ASCII `|`) instead of the purna viram `।`:
 * a `.` or `|` after a Devanagari letter or a `{{placeholder}}` in a string that has Devanagari
 * (or no Latin letter outside its placeholders), at the end of the string or before a space or
 * closing quote, unless it ends one of
 * `abbreviations` (`नं.`). Latin abbreviations (`Pvt. Ltd.`) are left alone.
 */
export function fullStops(
  strings: readonly CopyString[],
  abbreviations: readonly string[],
): string[] {
  const ending = /(?:\p{Script=Devanagari}|\}\})[.|](?=$|[\s"'”’)\]])/gu;
  return strings.flatMap((string) => {
    const text = string.text.normalize("NFC");
    // A string of placeholders alone (`{{company}}, {{address}}.`) is drawn in Hindi too.
    const words = text.replace(/\{\{[^}]*\}\}/g, "");
    if (!/\p{Script=Devanagari}/u.test(words) && /\p{Script=Latin}/u.test(words)) return [];
    return [...text.matchAll(ending)]
      .map((match) => text.slice(0, match.index + match[0].length))
      .filter(
        (before) =>
          !abbreviations.some(
            (abbreviation) =>
              before.endsWith(abbreviation) &&
              !/[\p{L}\p{M}]/u.test(before.charAt(before.length - abbreviation.length - 1)),
          ),
      )
      .map(
        (before) => `${before.length > 32 ? `…${before.slice(-32)}` : before}: ${where(string)}`,
      );
  });
}

/**
 * A Roman I or II standing alone in a string with Devanagari (`टाइप I`, `फ़ेज़ II`): beside
 * Devanagari it reads as the danda `।` or the double danda `॥`; write digits (`टाइप-1`). A
 * standard's own name keeps its numeral (`ASME Section VIII`).
 */
export function romanNumerals(strings: readonly CopyString[]): string[] {
  return strings.flatMap((string) => {
    if (!/\p{Script=Devanagari}/u.test(string.text)) return [];
    const numerals = string.text.match(/(?<![\p{L}\p{M}\d])I{1,2}(?![\p{L}\p{M}\d])/gu);
    return numerals ? [`${numerals.join(" ")}: ${where(string)}`] : [];
  });
}

/** The glossary's terms as docs/hindi-style.md's table rows: English, Hindi, not, where. */
export function glossaryRows(glossary: HindiGlossary): string[][] {
  return glossary.terms.map((term) => [
    term.english,
    term.note ? `${term.hindi} (${term.note})` : term.hindi,
    term.avoid.join(", ") + (term.except ? `; but ${term.except.join(", ")}` : ""),
    term.where,
  ]);
}

/** The rows of the first table under the `## Glossary` heading of a Markdown document. */
export function glossaryTableOf(markdown: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Glossary"));
  const rows = (section ?? "")
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith("|") ? line.trimEnd().length - 1 : undefined)
        .split("|")
        .map((cell) => cell.trim()),
    );
  // The header row and the row of dashes under it.
  return rows.slice(2);
}
