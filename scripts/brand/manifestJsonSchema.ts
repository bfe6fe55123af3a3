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
 * build's alone.
 */
export function manifestJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(manifestSchema, { io: "input", target: "draft-2020-12" }),
    title: "Brand manifest",
    description:
      "One brand's site: pages, header, footer, contact details, theme. Copy lives in the brand's locale files; see docs/extending.md.",
  };
}
