import { createHash } from "node:crypto";
import i18next from "i18next";
import { type BrandForm, brandForms } from "../../src/brand/brandForms.ts";
import { copyVariables } from "../../src/brand/copyVariables.ts";
import type { Manifest } from "../../src/brand/manifestSchema.ts";
import { NOTICE_KEYS, noticeLines, noticeText } from "../../src/brand/noticeCopy.ts";
import { copyI18nOptions } from "../../src/i18n/copyI18nOptions.ts";
import { copyList } from "../../src/i18n/copyList.ts";
import type { LocaleResources } from "../../src/i18n/createI18n.ts";

/** A notice version: 8 lowercase hex digits, the shape the security rules require. */
export const NOTICE_VERSION_SHAPE = /^[0-9a-f]{8}$/;

/**
 * A notice version as a person types or pastes it (a spreadsheet may show it in capitals, a
 * copy may bring spaces), in the stored shape; undefined when it is not 8 hex digits.
 */
export function parseNoticeVersion(text: string): string | undefined {
  const version = text.trim().toLowerCase();
  return NOTICE_VERSION_SHAPE.test(version) ? version : undefined;
}

/**
 * The short id of a notice's text: the first 8 hex digits of the SHA-256 of its lines (UTF-8,
 * joined by line feeds). The same text always gives the same id; any change to a word, a
 * variable's value (the retention period, the grievance address) or the order gives another.
 * @param lines the notice as `noticeLines` gives it
 */
export function noticeVersion(lines: readonly string[]): string {
  return createHash("sha256").update(lines.join("\n"), "utf8").digest("hex").slice(0, 8);
}

/** One form's notice in one locale, as its pages show it. */
export interface BrandNotice {
  form: BrandForm;
  locale: string;
  /** The notice's text, one line per paragraph, list item or label (`noticeLines`). */
  lines: string[];
  /** `noticeVersion(lines)`. */
  version: string;
}

/**
 * The notice of each form the brand shows (`brandForms`), in each of its locales, in manifest
 * order: the text, with the manifest's copy variables filled in, and its version.
 * @param resources the brand's copy per locale (shared defaults overlaid by its own)
 */
export function brandNotices(
  manifest: Pick<Manifest, "locales" | "pages" | "footer" | "contact" | "product" | "leads">,
  resources: LocaleResources,
): BrandNotice[] {
  return manifest.locales.flatMap((locale) => {
    const variables = copyVariables(manifest, locale);
    // Plain i18next with the page's options: no React in the build's process before Vite sets
    // the production mode (react would load its development build, which react-dom's
    // production server build cannot render with).
    const i18n = i18next.createInstance();
    void i18n.init(copyI18nOptions(resources, locale, variables));
    return brandForms(manifest).map((form) => {
      const lines = noticeLines(
        noticeText(
          NOTICE_KEYS[form],
          (key) => i18n.t(key),
          (key) => copyList(i18n, key),
        ),
      );
      return { form, locale, lines, version: noticeVersion(lines) };
    });
  });
}
