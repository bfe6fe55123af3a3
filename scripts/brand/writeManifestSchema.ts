import { writeFile } from "node:fs/promises";
import path from "node:path";
import { commandLineOrExit } from "../lib/commandLine.ts";
import { repoRoot } from "../lib/repoRoot.ts";

/**
 * `npm run manifest-schema`: writes brands/manifest.schema.json from the zod manifest schema.
 * Run it after changing a schema in src/brand/schemas/ or src/sections/; a unit test fails until
 * the committed file matches.
 */
commandLineOrExit(process.argv.slice(2), {
  name: "manifest-schema",
  invocation: "npm run manifest-schema --",
  summary:
    "Writes brands/manifest.schema.json (the JSON Schema editors check every manifest against) from src/brand/manifestSchema.ts.",
  options: {},
  example: "npm run manifest-schema",
});
// Loaded once the command line is read, so --help answers without zod's schemas and Biome.
const [{ formatWithBiome }, { MANIFEST_SCHEMA_FILE, manifestJsonSchema }] = await Promise.all([
  import("../lib/formatWithBiome.ts"),
  import("./manifestJsonSchema.ts"),
]);
// Written in the formatter's style, so the file passes `biome ci` (npm test) as written.
await writeFile(
  MANIFEST_SCHEMA_FILE,
  await formatWithBiome(JSON.stringify(manifestJsonSchema(), null, 2), MANIFEST_SCHEMA_FILE),
);
console.log(`wrote ${path.relative(repoRoot, MANIFEST_SCHEMA_FILE)}`);
