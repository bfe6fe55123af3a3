import { writeFile } from "node:fs/promises";
import { FIREBASE_JSON, generatedFirebaseConfig } from "./firebaseConfig";

/**
 * `npm run firebase-json`: writes firebase.json from the manifests of every brand in brands/ (one
 * Hosting target each). Run it after adding a brand or changing what a brand's pages call.
 */
const config = await generatedFirebaseConfig();
await writeFile(FIREBASE_JSON, `${JSON.stringify(config, null, 2)}\n`);
console.log(
  `wrote ${FIREBASE_JSON}: hosting targets ${config.hosting.map((target) => target.target).join(", ")}`,
);
