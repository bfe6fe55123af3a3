import { writeFile } from "node:fs/promises";
import { commandLineOrExit, orExit } from "../lib/commandLine";

/**
 * `npm run firebase-json`: writes firebase.json from the manifests of every brand in brands/ (one
 * Hosting target each). Run it after adding a brand or changing what a brand's pages call.
 */
commandLineOrExit(process.argv.slice(2), {
  name: "firebase-json",
  invocation: "npm run firebase-json --",
  summary:
    "Writes firebase.json from the manifests of every brand in brands/: one Hosting target (headers, CSP) and one Firestore rules target per brand. Run it after adding a brand or changing what a brand's pages call.",
  options: {},
  example: "npm run firebase-json",
});
// Loaded once the command line is read, so --help answers without the brand loader and Biome.
const [{ formatWithBiome }, { FIREBASE_JSON, generatedFirebaseConfig }] = await Promise.all([
  import("../lib/formatWithBiome"),
  import("./firebaseConfig"),
]);
const config = await orExit(generatedFirebaseConfig);
// Written in the formatter's style, so the file passes `biome ci` (npm test) as written.
await writeFile(
  FIREBASE_JSON,
  await formatWithBiome(JSON.stringify(config, null, 2), FIREBASE_JSON),
);
console.log(
  `wrote ${FIREBASE_JSON}: hosting targets ${config.hosting.map((target) => target.target).join(", ")}`,
);
