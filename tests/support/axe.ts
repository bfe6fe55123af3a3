import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, Result } from "axe-core";
import type { Page } from "playwright-core";

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
