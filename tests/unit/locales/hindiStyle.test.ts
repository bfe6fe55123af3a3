import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../scripts/lib/repoRoot";
import {
  avoidedForms,
  binduVariants,
  type CopyString,
  fullStops,
  glossaryRows,
  glossaryTableOf,
  type HindiGlossary,
  hindiLocaleFiles,
  nuktaVariants,
  readCopyStrings,
  romanNumerals,
  strayNukta,
} from "../../support/hindiStyle";

/** The glossary docs/hindi-style.md prints and this test applies. */
const GLOSSARY_FILE = "docs/hindi-glossary.json";

let files: string[] = [];
let strings: CopyString[] = [];
let glossary: HindiGlossary = { terms: [], abbreviations: [] };
beforeAll(async () => {
  files = await hindiLocaleFiles(repoRoot);
  strings = await readCopyStrings(repoRoot, files);
  glossary = JSON.parse(await readFile(path.join(repoRoot, GLOSSARY_FILE), "utf8"));
});

describe("the Hindi copy of every brand and the shared strings (docs/hindi-style.md)", () => {
  it("is read from each brand's and the shared Hindi folders", () => {
    expect(files).toContain("src/locales/hi/translation.json");
    expect(files.filter((file) => file.startsWith("brands/")).length).toBeGreaterThan(0);
    expect(strings.length).toBeGreaterThan(100);
  });

  it("spells each word one way: never with and without a nukta", () => {
    expect(nuktaVariants(strings)).toEqual([]);
  });

  it("spells each word one way: never with both a chandrabindu and an anusvara", () => {
    expect(binduVariants(strings)).toEqual([]);
  });

  it("puts a nukta on ज़ and फ़ only", () => {
    expect(strayNukta(strings)).toEqual([]);
  });

  it("uses none of the forms the glossary says not to use", () => {
    expect(avoidedForms(strings, glossary)).toEqual([]);
  });

  it("ends every Devanagari sentence with the purna viram, not a full stop", () => {
    expect(fullStops(strings, glossary.abbreviations)).toEqual([]);
  });

  it("writes numbers in digits, never a Roman numeral that reads as a danda", () => {
    expect(romanNumerals(strings)).toEqual([]);
  });

  it("has the glossary docs/hindi-style.md prints", async () => {
    const guide = await readFile(path.join(repoRoot, "docs/hindi-style.md"), "utf8");
    expect(glossaryTableOf(guide)).toEqual(glossaryRows(glossary));
  });
});

describe("the Hindi style checks", () => {
  const sample = (key: string, text: string): CopyString => ({ file: "sample.json", key, text });
  const bad = [
    sample("a", "हमें फ़ोन करें या ई-मेल भेजें। पहुँच"),
    sample("b", "फोन नंबर। पहुंच"),
    sample("c", "वेल्ड मैप से टेस्ट पैक तक। बाहरी मैप सेवा"),
    sample("d", "यह क़ीमत गलत है. FSSAI लाइसेंस नं. 123, Urja Pvt. Ltd. का पता"),
    sample("e", "{{company}}, {{address}}."),
    sample("f", "Phone: {{phone}}."),
    sample("g", "टाइप I कोलेजन, ASME Section VIII, फ़ेज़ II"),
    sample("h", "Type I collagen"),
  ];
  const terms: HindiGlossary = {
    abbreviations: ["नं."],
    terms: [
      { english: "e-mail", hindi: "ईमेल", avoid: ["ई-मेल"], where: "both" },
      { english: "map", hindi: "नक्शा", avoid: ["मैप"], except: ["वेल्ड मैप"], where: "both" },
    ],
  };

  it("find a word with and without a nukta, and with both nasal signs", () => {
    expect(nuktaVariants(bad)).toEqual(["फ़ोन / फोन: sample.json a; sample.json b"]);
    expect(binduVariants(bad)).toEqual(["पहुँच / पहुंच: sample.json a; sample.json b"]);
  });

  it("find a nukta on a letter other than ज and फ", () => {
    expect(strayNukta(bad)).toEqual(["क़: sample.json d"]);
  });

  it("find a form to avoid, but not inside a phrase the glossary keeps", () => {
    expect(avoidedForms(bad, terms)).toEqual([
      "ई-मेल (e-mail: ईमेल): sample.json a",
      "मैप (map: नक्शा): sample.json c",
    ]);
  });

  it("find a full stop ending a Devanagari sentence, but not an abbreviation or English", () => {
    expect(fullStops(bad, terms.abbreviations)).toEqual([
      "यह क़ीमत गलत है.: sample.json d",
      "{{company}}, {{address}}.: sample.json e",
    ]);
  });

  it("find a Roman I or II beside Devanagari, not in English or in a longer numeral", () => {
    expect(romanNumerals(bad)).toEqual(["I II: sample.json g"]);
  });

  it("read a Markdown glossary table as the glossary's rows", () => {
    const table = [
      "## Glossary",
      "",
      "| English | Hindi | Not | Where |",
      "| --- | --- | --- | --- |",
      "| e-mail | ईमेल | ई-मेल | both |",
      "| map | नक्शा | मैप; but वेल्ड मैप | both |",
      "",
      "## Next",
      "| x | y |",
    ].join("\n");
    expect(glossaryTableOf(table)).toEqual(glossaryRows(terms));
  });
});
