import { buildBrand } from "../../scripts/siteBuild/buildBrand";

/**
 * Run by tests/support/siteBuilds.ts in a process of its own, so that the build's
 * `NODE_ENV=production` never reaches Vitest's workers: builds `<brand>` from `<brandsDir>` into
 * `<outDir>` and prints its BrandBuild as JSON on the last line of stdout.
 * Usage: `node --import tsx tests/support/buildOnce.ts <brand> <brandsDir> <outDir>`
 */
const [brand = "", brandsDir = "", outDir = ""] = process.argv.slice(2);
const build = await buildBrand({ brand, brandsDir, outDir });
console.log(JSON.stringify(build));
