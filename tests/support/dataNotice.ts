import type { Locator } from "playwright-core";
import { noticeVersion } from "../../scripts/brand/noticeVersions";

/**
 * The notice a form shows (src/components/dataNotice/), read from the page as a reader meets it:
 * each paragraph, list item and the disclosure's label, in order, whether the disclosure is open
 * or not; and the version of that text, computed here from what the page shows.
 * @param form the form element the notice sits in
 */
export async function noticeShown(form: Locator): Promise<{ lines: string[]; version: string }> {
  const lines = await form.locator(".data-notice").locator("p, li, summary").allTextContents();
  return { lines, version: noticeVersion(lines) };
}
