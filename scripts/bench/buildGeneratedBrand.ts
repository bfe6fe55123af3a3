/**
 * The build `npm run bench:build` measures, run as a process of its own so that its peak memory
 * is the build's alone: `tsx scripts/bench/buildGeneratedBrand.ts <brands dir> <brand> <out dir>`
 * builds that brand as `npm run build` does (no public files) and prints its route count.
 */
import { buildBrand } from "../siteBuild/buildBrand.ts";

const [brandsDir, brand, outDir] = process.argv.slice(2);
if (brandsDir === undefined || brand === undefined || outDir === undefined) {
  console.error("usage: tsx scripts/bench/buildGeneratedBrand.ts <brands dir> <brand> <out dir>");
  process.exit(1);
}
const built = await buildBrand({ brand, brandsDir, outDir, publicDir: null });
console.log(JSON.stringify({ routes: built.routes.length }));
