import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

/** A function the HarfBuzz subsetter's WebAssembly exports: numbers (pointers, tags) in and out. */
type WasmFunction = (...args: number[]) => number;

const isWasmFunction = (value: unknown): value is WasmFunction => typeof value === "function";

/** The HarfBuzz subsetter's exports this module calls, and its memory. */
interface Subsetter {
  call: (name: string, ...args: number[]) => number;
  memory: () => Uint8Array;
}

// hb_subset_sets_t and hb_subset_flags_t (hb-subset.h), and hb_memory_mode_t's WRITABLE.
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const HB_MEMORY_MODE_WRITABLE = 2;

const tag = (name: string) => [...name].reduce((value, c) => (value << 8) + c.charCodeAt(0), 0);

let subsetter: Promise<Subsetter> | undefined;

/** The subsetter harfbuzzjs ships (the one the subset-font package runs), instantiated once. */
function loadSubsetter(): Promise<Subsetter> {
  subsetter ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasm));
    const { exports } = instance;
    const call = (name: string, ...args: number[]) => {
      const fn = exports[name];
      if (!isWasmFunction(fn)) throw new Error(`harfbuzz-subset.wasm exports no ${name}`);
      return fn(...args);
    };
    const { memory } = exports;
    if (!(memory instanceof WebAssembly.Memory))
      throw new Error("harfbuzz-subset.wasm has no memory");
    call("_initialize");
    return { call, memory: () => new Uint8Array(memory.buffer) };
  })();
  return subsetter;
}

/** The weights to shape at: each hundred of a range (`400 800`: 400, 500, … 800), or the one. */
function shapingWeights(weight: number | { min: number; max: number }): number[] {
  if (typeof weight === "number") return [weight];
  const weights = [weight.min, weight.max];
  for (let w = Math.ceil(weight.min / 100) * 100; w < weight.max; w += 100) weights.push(w);
  return [...new Set(weights)];
}

/**
 * The longest stretches of `characters` in `text` (`"ISO के लिए"` with Devanagari → `के`, `लिए`):
 * what the browser shapes with one face while the page's other faces draw the rest.
 */
export function runsOf(text: string, characters: ReadonlySet<number>): string[] {
  const runs: string[] = [];
  let run = "";
  for (const character of text) {
    if (characters.has(character.codePointAt(0) ?? 0)) run += character;
    else if (run) {
      runs.push(run);
      run = "";
    }
  }
  return run ? [...runs, run] : runs;
}

/**
 * The glyphs HarfBuzz shapes each run of `characters` in the strings into (the page's other faces
 * draw the rest), at each weight, in each language.
 * @param strings by BCP 47 language (`hi`), which shaping follows (a language's own forms)
 */
function shapedGlyphs(
  sfnt: Uint8Array,
  strings: ReadonlyMap<string, readonly string[]>,
  characters: ReadonlySet<number>,
  weights: number[],
): Set<number> {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  const glyphs = new Set<number>();
  // A static font is shaped at its one weight.
  for (const weight of weights.length > 0 ? weights : [undefined]) {
    if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
    for (const [language, texts] of strings) {
      for (const run of new Set(texts.flatMap((text) => runsOf(text, characters)))) {
        const buffer = new hb.Buffer();
        buffer.addText(run);
        buffer.guessSegmentProperties();
        buffer.setLanguage(language);
        // Every glyph the buffer holds between lookups, not only the last: a conjunct is reached
        // through forms the next lookup consumes (half forms), and a rule whose output glyph is
        // not kept is dropped, which would break the chain.
        buffer.setMessageFunc((current) => {
          if (current.getContentType() === hb.BufferContentType.GLYPHS) {
            for (const glyph of current.getGlyphInfos()) glyphs.add(glyph.codepoint);
          }
          return true;
        });
        hb.shape(font, buffer);
        for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
      }
    }
  }
  return glyphs;
}

/**
 * A font cut to exactly the glyphs that draw `text` in it: the characters of `characters` it
 * uses, and the glyphs HarfBuzz shapes them into (conjuncts, half forms, reph, nukta forms, vowel
 * signs placed), with the layout rules among those glyphs kept and no others. Smaller than a cut
 * to the characters alone, whose layout closure keeps every conjunct those characters can form
 * (Noto Sans Devanagari for the engineering Hindi copy: 24 KB, against 51 KB with the closure), but a
 * word not in `text` may then shape wrongly: draw what a visitor types from the whole face.
 * @param font the font file (woff2 or TrueType)
 * @param strings what the face draws, by BCP 47 language (`hi`), which shaping follows; other
 *   characters in them are left to other faces
 * @param characters the code points the face draws (its unicode-range)
 * @param weight the weight axis kept: a range, or one weight pinned (a static instance); none
 *   for a static font, drawn at its one weight
 * @returns the subset as WOFF2
 * @throws Error when HarfBuzz cannot read or cut the font, or it has no weight axis to limit
 */
export async function shapedSubset(
  font: Buffer,
  strings: ReadonlyMap<string, readonly string[]>,
  characters: ReadonlySet<number>,
  weight?: number | { min: number; max: number },
): Promise<Buffer> {
  const used = new Set(
    [...strings.values()]
      .flat()
      .flatMap((text) => [...text].map((c) => c.codePointAt(0) ?? 0))
      .filter((point) => characters.has(point)),
  );
  const usedText = String.fromCodePoint(...used);
  // The characters with every glyph their layout rules can reach (so any word of them shapes
  // right), as TrueType, which both the shaper and the subsetter read; variations kept.
  const sfnt = await subsetFont(font, usedText, { targetFormat: "sfnt" });
  const weights = weight === undefined ? [] : shapingWeights(weight);
  const glyphs = shapedGlyphs(sfnt, strings, characters, weights);
  const { call, memory } = await loadSubsetter();
  const input = call("hb_subset_input_create_or_fail");
  if (input === 0) throw new Error("hb_subset_input_create_or_fail failed");
  const fontData = call("malloc", sfnt.byteLength);
  memory().set(sfnt, fontData);
  const blob = call("hb_blob_create", fontData, sfnt.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = call("hb_face_create", blob, 0);
  call("hb_blob_destroy", blob);
  try {
    // Every layout feature, but no closure: only the rules among the shaped glyphs survive.
    const features = call("hb_subset_input_set", input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    call("hb_set_clear", features);
    call("hb_set_invert", features);
    const flags = call("hb_subset_input_get_flags", input);
    call("hb_subset_input_set_flags", input, flags | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = call("hb_subset_input_unicode_set", input);
    for (const point of used) call("hb_set_add", unicodes, point);
    const glyphSet = call("hb_subset_input_glyph_set", input);
    for (const glyph of glyphs) call("hb_set_add", glyphSet, glyph);
    const axis =
      weight === undefined
        ? 1
        : typeof weight === "number"
          ? call("hb_subset_input_pin_axis_location", input, face, tag("wght"), weight)
          : call(
              "hb_subset_input_set_axis_range",
              input,
              face,
              tag("wght"),
              weight.min,
              weight.max,
              Number.NaN,
            );
    if (axis === 0) throw new Error("the font has no wght axis to limit");
    const subset = call("hb_subset_or_fail", face, input);
    if (subset === 0) throw new Error("hb_subset_or_fail failed");
    const result = call("hb_face_reference_blob", subset);
    const data = call("hb_blob_get_data", result, 0);
    const cut = Buffer.from(memory().subarray(data, data + call("hb_blob_get_length", result)));
    call("hb_blob_destroy", result);
    call("hb_face_destroy", subset);
    // Only converted: the cut's characters reach every glyph it kept.
    return await subsetFont(cut, usedText, { targetFormat: "woff2" });
  } finally {
    call("hb_subset_input_destroy", input);
    call("hb_face_destroy", face);
    call("free", fontData);
  }
}
