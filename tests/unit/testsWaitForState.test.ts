import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../scripts/lib/repoRoot";

/**
 * What a test that waits out time instead of waiting for state looks like (docs/testing.md,
 * "Waiting"): Playwright's fixed pause, a promise that resolves after a delay other than 0 (a
 * delay of 0 only yields to the event loop), the promise timers, and a sleep helper.
 */
const SLEEPS: ReadonlyArray<[string, RegExp]> = [
  ["a Playwright pause", /\bwaitForTimeout\s*\(/],
  ["a delayed resolve", /\bsetTimeout\s*\(\s*(resolve|res|r|done|next)\s*,\s*(?!0\s*\))\S/],
  ["the promise timers", /["']node:timers\/promises["']|["']timers\/promises["']/],
  ["a sleep helper", /\b(sleep|delay|pause)\s*\(\s*\d/],
];

/** Each line of `text` that matches one of SLEEPS, as `what: line`. */
function sleepsIn(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) =>
      SLEEPS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line.trim()}`),
    );
}

/** Every TypeScript file under tests/, relative to the repository, but this one. */
async function testFiles(): Promise<string[]> {
  const self = path.relative(repoRoot, new URL(import.meta.url).pathname);
  const files = await readdir(path.join(repoRoot, "tests"), { recursive: true });
  return files
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join("tests", file))
    .filter((file) => file !== self);
}

describe("the tests wait for state, never for time", () => {
  it("find a fixed pause in each of its forms", () => {
    // Each sample is put together here, so this file holds no pause a search could find.
    const pause = (ms: number) => `(${ms});`;
    expect(sleepsIn(`await page.${"waitFor"}Timeout${pause(500)}`)).toHaveLength(1);
    expect(sleepsIn(`await new Promise((resolve) => ${"set"}Timeout(resolve, 50));`)).toHaveLength(
      1,
    );
    expect(sleepsIn(`import { setTimeout } from "node:${"timers"}/promises";`)).toHaveLength(1);
    expect(sleepsIn(`await ${"sle"}ep${pause(1000)}`)).toHaveLength(1);
    // A yield to the event loop, a bounded wait for an event and a poll are not pauses.
    expect(sleepsIn("await new Promise((resolve) => setTimeout(resolve, 0));")).toEqual([]);
    expect(sleepsIn('await once(AbortSignal.timeout(20_000), "abort");')).toEqual([]);
    expect(sleepsIn("await expect.poll(() => count()).toBe(1);")).toEqual([]);
  });

  it("has no fixed pause under tests/", async () => {
    const found: string[] = [];
    for (const file of await testFiles()) {
      const text = await readFile(path.join(repoRoot, file), "utf8");
      found.push(...sleepsIn(text).map((sleep) => `${file}: ${sleep}`));
    }
    expect(found).toEqual([]);
  });
});
