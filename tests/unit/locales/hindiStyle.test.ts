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

/** A JSON value's field, when the value is an object. */
const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? Object(value)[name] : undefined;

/**
 * The Hindi forms of the addresses in every brand's manifest (`contact.addressByLocale.hi` and
 * each office's), which pages show as copy: one string per line.
 */
async function manifestAddresses(): Promise<CopyString[]> {
  const brands = files.flatMap((file) => /^brands\/([^/]+)\//.exec(file)?.[1] ?? []);
  const addresses: CopyString[] = [];
  for (const brand of [...new Set(brands)]) {
    const file = `brands/${brand}/manifest.json`;
    const contact = field(JSON.parse(await readFile(path.join(repoRoot, file), "utf8")), "contact");
    const offices = field(contact, "offices");
    const places = [
      { key: "contact", place: contact },
      ...(Array.isArray(offices) ? offices : []).map((place: unknown, index) => ({
        key: `contact.offices[${index}]`,
        place,
      })),
    ];
    for (const { key, place } of places) {
      const lines = field(field(place, "addressByLocale"), "hi");
      if (!Array.isArray(lines)) continue;
      for (const [index, text] of lines.entries()) {
        addresses.push({ file, key: `${key}.addressByLocale.hi[${index}]`, text: String(text) });
      }
    }
  }
  return addresses;
}

/** A Hindi string's time shown on the 12-hour clock: a `datetime` hour without `hourCycle: h23`, or am/pm. */
function twelveHourTimes(copy: readonly CopyString[]): string[] {
  return copy
    .filter(
      ({ text }) =>
        (/datetime\([^)]*hour:/.test(text) && !/hourCycle: h23/.test(text)) ||
        (/\p{Script=Devanagari}/u.test(text) && /\d\s?[AaPp]\.?[Mm]\b/.test(text)),
    )
    .map(({ file, key }) => `${file} ${key}`);
}

let files: string[] = [];
let strings: CopyString[] = [];
let addresses: CopyString[] = [];
let glossary: HindiGlossary = { terms: [], abbreviations: [] };
beforeAll(async () => {
  files = await hindiLocaleFiles(repoRoot);
  strings = await readCopyStrings(repoRoot, files);
  glossary = JSON.parse(await readFile(path.join(repoRoot, GLOSSARY_FILE), "utf8"));
  addresses = await manifestAddresses();
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

  it("writes a time the page fills in on the 24-hour clock, and no am or pm", () => {
    expect(twelveHourTimes(strings)).toEqual([]);
  });

  it("writes the manifests' Hindi addresses by the same rules: initials as the glossary lists them, one spelling", () => {
    expect(addresses.length).toBeGreaterThan(0);
    expect(fullStops(addresses, glossary.abbreviations)).toEqual([]);
    expect(avoidedForms(addresses, glossary)).toEqual([]);
    expect(nuktaVariants([...strings, ...addresses])).toEqual([]);
    expect(binduVariants([...strings, ...addresses])).toEqual([]);
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

  it("find a time on the 12-hour clock in Hindi, not in English", () => {
    expect(
      twelveHourTimes([
        sample("a", "{{time, datetime(hour: numeric; minute: 2-digit)}} बजे भेजा गया।"),
        sample("b", "{{time, datetime(hour: numeric; minute: 2-digit; hourCycle: h23)}} बजे"),
        sample("c", "सुबह 10 am से शाम 7 pm तक"),
        sample("d", "Monday to Saturday, 10 am to 7 pm"),
      ]),
    ).toEqual(["sample.json a", "sample.json c"]);
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
