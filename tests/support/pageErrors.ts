import type { Page } from "playwright-core";

/**
 * The page's uncaught errors and console errors from now on, as their messages, filled in as
 * they happen.
 * @param options.failedLoads also keep Chromium's "Failed to load resource" lines (a 404, an
 *   aborted request); by default they are left out, for a test whose page is denied some requests
 */
export function recordErrors(page: Page, options: { failedLoads?: boolean } = {}): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (!options.failedLoads && message.text().startsWith("Failed to load resource")) return;
    errors.push(message.text());
  });
  return errors;
}
