/**
 * The build `npm run bench:build` measures, run as a process of its own so that its peak memory
 * is the build's alone: builds a brand as `npm run build` does (no public files) and prints its
 * route count as JSON. The build is imported once the command line is read, so `--help` answers
 * at once.
 */
import { type CommandHelp, commandLineOrExit } from "../lib/commandLine";

const BUILD_GENERATED: CommandHelp = {
  name: "buildGeneratedBrand",
  invocation: "npx tsx scripts/bench/buildGeneratedBrand.ts",
  positionals: "<brands dir> <brand> <out dir>",
  summary:
    'Builds one brand of a brands folder into an output folder, as npm run build does but without public files, and prints {"routes": <count>}; npm run bench:build runs it per generated brand, so that the peak memory it reads is the build\'s alone.',
  options: {},
  example: "npx tsx scripts/bench/buildGeneratedBrand.ts scratch/brands grown100 scratch/out",
};

const { positionals } = commandLineOrExit(process.argv.slice(2), BUILD_GENERATED);
const [brandsDir, brand, outDir] = positionals;
if (brandsDir === undefined || brand === undefined || outDir === undefined) {
  console.error(
    `error: ${BUILD_GENERATED.invocation} needs ${BUILD_GENERATED.positionals} (see --help)`,
  );
  process.exit(1);
}
const { buildBrand } = await import("../siteBuild/buildBrand.ts");
const built = await buildBrand({ brand, brandsDir, outDir, publicDir: null });
console.log(JSON.stringify({ routes: built.routes.length }));
