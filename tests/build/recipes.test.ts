import { execFile } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBrands } from "../../scripts/brand/brandLoader";
import { DEFAULT_BRAND } from "../../scripts/brand/defaultBrand";
import { ownedScratchDir } from "../../scripts/lib/ownedScratchDir";
import { addBrand, addLocale, addPage, copyWorkingTree } from "../support/recipes";

const run = promisify(execFile);

/** What the recipes add: a brand, a page of the default brand, a locale of every brand. */
const NEW_BRAND = "recipebakery";
const NEW_ROUTE = "/recipe-page";
const NEW_LOCALE = { id: "mr", from: "hi", name: "मराठी" };

/** The environment of a command run in the copy: none of this run's own Vitest settings. */
const childEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith("VITEST") && name !== "NODE_ENV" && name !== "BRAND",
    ),
  );

/** What a Vitest JSON report says of each test file and test. */
interface VitestReport {
  numTotalTests: number;
  numFailedTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

/**
 * The unit test files under `root` that read brands or shared copy (they name the brand loader,
 * the brands folder or a locales folder), relative to `root`. The font cutter's files are left
 * out unless they list the brands: they cut the two brands' fonts, named, which no recipe adds
 * or changes, and cutting is most of the CPU the copy's run would cost (35 of 46 file-seconds).
 */
async function unitTestsReadingBrands(root: string): Promise<string[]> {
  const dir = path.join(root, "tests", "unit");
  const files = (await readdir(dir, { recursive: true })).filter((file) =>
    /\.test\.tsx?$/.test(file),
  );
  const reading: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(dir, file), "utf8");
    const fontCutter = file.startsWith(path.join("scripts", "siteBuild", "fonts"));
    if (fontCutter && !text.includes("listBrands")) continue;
    if (/listBrands|loadBrand|DEFAULT_BRANDS_DIR|brands\/|locales\//.test(text)) {
      reading.push(path.join("tests", "unit", file));
    }
  }
  return reading.sort();
}

let root = "";
let report: VitestReport;
let output = "";
beforeAll(async () => {
  expect(await listBrands()).not.toContain(NEW_BRAND);
  root = await ownedScratchDir("recipes-");
  await copyWorkingTree(root);
  await addBrand(root, NEW_BRAND);
  await addPage(root, DEFAULT_BRAND, NEW_ROUTE);
  await addLocale(root, NEW_LOCALE.id, NEW_LOCALE.from, NEW_LOCALE.name);
  const env = childEnv();
  // The brand recipe's last step: a Hosting target for the new brand.
  await run("npm", ["run", "firebase-json"], { cwd: root, env });
  const reportFile = path.join(root, "unit-report.json");
  // The copy's unit tests that read the brands or the shared copy, as `npm run test:unit` runs
  // them there: the recipes add data only, which no other unit test reads. Their own test
  // timeout is raised: they share the cores with this run's other files, and what is checked is
  // the outcome. One worker: the unit layer shares its modules between the files of a worker, so
  // a second worker only loads them all again, beside the run's other files.
  const unit = await run(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "unit",
      ...(await unitTestsReadingBrands(root)),
      "--testTimeout=240000",
      "--maxWorkers=1",
      "--reporter=dot",
      "--reporter=json",
      `--outputFile.json=${reportFile}`,
    ],
    { cwd: root, env, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string; stderr?: string }) => error);
  output = `${unit.stdout ?? ""}\n${unit.stderr ?? ""}`;
  report = JSON.parse(
    await readFile(reportFile, "utf8").catch(() => {
      throw new Error(`the copy's unit layer wrote no report:\n${output.slice(-4000)}`);
    }),
  );
}, 900_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("the recipes of docs/extending.md, applied to a copy of the repository", () => {
  it("add the brand, its Hosting target, the page and the locale the recipes name", async () => {
    const firebase = JSON.parse(await readFile(path.join(root, "firebase.json"), "utf8"));
    expect(firebase.hosting.map((target: { target: string }) => target.target)).toContain(
      NEW_BRAND,
    );
    for (const brand of [...(await listBrands()), NEW_BRAND]) {
      const manifest = JSON.parse(
        await readFile(path.join(root, "brands", brand, "manifest.json"), "utf8"),
      );
      expect(manifest.locales, brand).toContain(NEW_LOCALE.id);
      if (brand === DEFAULT_BRAND) {
        expect(manifest.pages.map((page: { path: string }) => page.path)).toContain(NEW_ROUTE);
      }
    }
  });

  it("leave what they and npm run firebase-json wrote as biome ci (npm test) checks it", async () => {
    const lint = await run("npx", ["biome", "ci", "brands", "src/locales", "firebase.json"], {
      cwd: root,
      env: childEnv(),
    }).catch((error: { stdout?: string; stderr?: string }) => error);
    expect("code" in lint ? `${lint.stdout}\n${lint.stderr}` : "").toBe("");
  });

  it("keep the unit tests that read the brands and the shared copy green", () => {
    const failed = report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === "failed")
        .map((test) => `${file.name}: ${test.fullName}\n${test.failureMessages.join("\n")}`),
    );
    expect(failed, output.slice(-4000)).toEqual([]);
    expect(report.numFailedTests).toBe(0);
    // The layer saw the new brand: its tests of every brand ran for it too.
    const names = report.testResults.flatMap((file) =>
      file.assertionResults.map((test) => test.fullName),
    );
    expect(names.filter((name) => name.includes(NEW_BRAND)).length).toBeGreaterThan(0);
  });
});
