/**
 * `npm run bench:build [-- --pages N ...]`: what a build costs as the site grows. For each N,
 * writes a brand of N pages grown from the fixture brand (scripts/bench/generatedBrand.ts) into a
 * scratch folder, builds it in a process of its own under `/usr/bin/time`, and prints its routes,
 * wall seconds and peak memory (the largest resident set of the build process and its children),
 * then the marginal seconds per route between successive sizes and the load average.
 */
import { execFile } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { loadavg } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { invalidArgument, orExit, parseCommandLine, parsedOrExit } from "../lib/commandLine.ts";

const COMMAND = {
  name: "bench:build",
  invocation: "npm run bench:build --",
  summary:
    "What a build costs as the site grows: builds a brand of N pages in two locales, grown from the fixture brand in a scratch folder, for each --pages given, and prints its routes, wall seconds, peak memory (MB, the build process and its children) and the marginal seconds per route between sizes. Needs /usr/bin/time (GNU time).",
  options: {
    pages: {
      type: "string",
      multiple: true,
      value: "<N>",
      description:
        "pages of the generated brand, 2 or more; repeat for several sizes (default: 100, 500 and 1000)",
    },
  },
  example: "npm run bench:build -- --pages 1000",
} as const;

/** The sizes asked for, in the order given. */
const sizes = parsedOrExit(() => {
  const parsed = parseCommandLine(process.argv.slice(2), COMMAND);
  if ("help" in parsed) return parsed;
  const { pages } = parsed.values;
  const given = Array.isArray(pages) ? pages.map(String) : ["100", "500", "1000"];
  return given.map((text) => {
    const count = Number(text);
    if (!Number.isInteger(count) || count < 2)
      throw invalidArgument(`--pages takes a whole number of 2 or more, not '${text}'.`, COMMAND);
    return count;
  });
});

// The generator and the scratch folders load once the command line is read: --help answers first.
const [{ writeGeneratedBrand }, { ownedScratchDir }, { repoRoot }] = await Promise.all([
  import("./generatedBrand.ts"),
  import("../lib/ownedScratchDir.ts"),
  import("../lib/repoRoot.ts"),
]);

/** One size's figures. */
interface Row {
  pages: number;
  routes: number;
  seconds: number;
  peakMb: number;
}

/** Builds a generated brand of `pages` pages in a child process and measures it. */
async function measure(pages: number): Promise<Row> {
  const scratch = await ownedScratchDir("bench-build-");
  try {
    const brand = `grown${pages}`;
    await writeGeneratedBrand(path.join(scratch, "brands"), brand, pages);
    const timeFile = path.join(scratch, "time.txt");
    const started = performance.now();
    const { stdout } = await promisify(execFile)(
      "/usr/bin/time",
      [
        "-f",
        "%M",
        "-o",
        timeFile,
        process.execPath,
        "--import",
        "tsx",
        path.join(repoRoot, "scripts/bench/buildGeneratedBrand.ts"),
        path.join(scratch, "brands"),
        brand,
        path.join(scratch, "dist"),
      ],
      { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - started) / 1000;
    const { routes } = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    // GNU time's %M: the maximum resident set in KB.
    const peakKb = Number((await readFile(timeFile, "utf8")).trim().split("\n").at(-1));
    return { pages, routes: Number(routes), seconds, peakMb: peakKb / 1024 };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await orExit(async () => {
  const rows: Row[] = [];
  console.log("pages  routes  seconds  peak MB  marginal s/route");
  for (const pages of sizes) {
    const row = await measure(pages);
    const before = rows.at(-1);
    const marginal = before
      ? ((row.seconds - before.seconds) / (row.routes - before.routes)).toFixed(4)
      : "";
    rows.push(row);
    console.log(
      `${String(row.pages).padStart(5)}  ${String(row.routes).padStart(6)}  ${row.seconds.toFixed(1).padStart(7)}  ${row.peakMb.toFixed(0).padStart(7)}  ${marginal.padStart(16)}`,
    );
  }
  console.log(
    `load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
});
