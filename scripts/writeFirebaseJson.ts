import { writeFile } from "node:fs/promises";
import { listBrands, loadBrand } from "./brandLoader";
import { FIREBASE_JSON, firebaseConfig } from "./firebaseConfig";

/**
 * `npm run firebase-json`: writes firebase.json from the manifests of every brand in brands/ (one
 * Hosting target each). Run it after adding a brand or changing what a brand's pages call.
 */
const brands = await Promise.all((await listBrands()).map((id) => loadBrand(id)));
await writeFile(FIREBASE_JSON, `${JSON.stringify(firebaseConfig(brands), null, 2)}\n`);
console.log(
  `wrote ${FIREBASE_JSON}: hosting targets ${brands.map((brand) => brand.id).join(", ")}`,
);
