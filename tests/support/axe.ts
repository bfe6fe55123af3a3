import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";
import { nextFrame } from "./nextFrame";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's script, read once per worker (about 550 KB). */
let axeScript: Promise<string> | undefined;

/** The WCAG 2.2 A and AA rule sets (with the 2.0/2.1 ones they build on). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** A violation as a short line for an assertion message: rule, impact and the first nodes. */
const describe = (violation: Result) =>
  `${violation.id} (${violation.impact}): ${violation.nodes
    .slice(0, 3)
    .map((node) => node.target.join(" "))
    .join(" | ")}`;

/**
 * Runs axe-core in the page against the WCAG 2.2 A and AA rules.
 * @returns one line per violation; empty when the page passes
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than added as an inline <script>, which the
  // site's Content-Security-Policy (script-src 'self') rightly refuses; once per document, as a
  // second check of the same page (another width, an opened menu) finds it there.
  if (!(await page.evaluate(() => "axe" in window))) {
    axeScript ??= readFile(axeSource, "utf8");
    await page.evaluate(await axeScript);
  }
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<AxeResults> };
        }
      ).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        // Only the violations are read: axe then skips gathering the nodes of the passes and
        // the incomplete results, a third of its time on a page here.
        resultTypes: ["violations"],
      }),
    WCAG_TAGS,
  );
  return results.violations.map(describe);
}

/** How long `lastingAxeViolations` reads the page again while axe reports a violation, in ms. */
export const AXE_SETTLE_MS = 10_000;

/**
 * `axeViolations`, read again after each frame while there are any, for at most `AXE_SETTLE_MS`:
 * a state the page only passes through on a loaded machine (a fade, a control its effect has not
 * yet enabled) is not what a visitor reads, and a violation that lasts still fails. A page with
 * none is read once.
 * @param settleMs how long to read again (tests of this helper shorten it)
 * @returns the violations of the last read; empty when the page passes
 */
export async function lastingAxeViolations(
  page: Page,
  settleMs: number = AXE_SETTLE_MS,
): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  let violations = await axeViolations(page);
  while (violations.length > 0 && Date.now() < deadline) {
    await nextFrame(page);
    violations = await axeViolations(page);
  }
  return violations;
}
