import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { listBrands } from "../../scripts/brand/brandLoader";
import { sharedBuild } from "../support/builtSite";

/**
 * The Nu HTML Checker's jar, shipped inside the vnu-jar package. It is run with the machine's own
 * `java` (11 or later): the package's `vnu` wrapper and install script would download a Java
 * runtime when none is on the PATH, and a test never downloads.
 */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** The checker's JSON report: its messages, with only the fields a failure names. */
const CheckerReport = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
});

/**
 * The JVM's settings for one short run: the client compiler only, as the Firestore emulator runs
 * (over both brands' pages the run takes 1.7-1.8 s of CPU so, 3.7-4.0 s with the optimising
 * compiler as well), and 4 MB of thread stack, since the checker's schema evaluation recurses
 * deeper in the client compiler's frames than the default 1 MB holds (a StackOverflowError).
 */
const JAVA_OPTIONS = ["-XX:TieredStopAtLevel=1", "-Xss4m"];

/**
 * Runs the checker once (one JVM start) over `files` (absolute path → the name a failure gives
 * it) and returns its errors, as `<name>:<line>: <message> [<extract>]` lines. Exit status 1 only
 * means it found errors.
 * @throws Error when `java` cannot be started or the checker's output is not its JSON report
 */
function checkerErrors(files: Map<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      [
        ...JAVA_OPTIONS,
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        ...files.keys(),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && error.code !== 1) {
          reject(new Error(`the Nu HTML Checker (java -jar ${VNU_JAR}) failed: ${error.message}`));
          return;
        }
        try {
          const { messages } = CheckerReport.parse(JSON.parse(stdout));
          resolve(
            messages.map((m) => {
              const file = (m.url && files.get(new URL(m.url).pathname)) ?? m.url ?? "?";
              return `${file}:${m.lastLine ?? "?"}: ${m.type}: ${m.message} [${m.extract ?? ""}]`;
            }),
          );
        } catch {
          reject(
            new Error(`the Nu HTML Checker's output is not its JSON report:\n${stdout}\n${stderr}`),
          );
        }
      },
    );
  });
}

/** Every HTML file under `dir` (the prerendered pages the build wrote, the 404 page included). */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const brands = await listBrands();
const outDirs = new Map<string, string>();
beforeAll(async () => {
  for (const brand of brands) outDirs.set(brand, (await sharedBuild(brand)).outDir);
}, 300_000);

describe("the prerendered pages", () => {
  it("pass the Nu HTML Checker with no error, every page of every brand", async () => {
    const files = new Map<string, string>();
    for (const [brand, outDir] of outDirs) {
      const pages = await htmlFiles(outDir);
      // The home, the not-found page and at least one more: the walk found the build.
      expect(pages.length, brand).toBeGreaterThanOrEqual(3);
      for (const page of pages) files.set(page, `${brand}/${path.relative(outDir, page)}`);
    }
    expect(await checkerErrors(files)).toEqual([]);
  }, 180_000);
});
