import type { BrandForm } from "./brandForms.ts";

/**
 * The notice each form shows under its fields before anything is sent (India's DPDP Act 2023
 * and its Rules): what it collects and why, how long it is kept, how to withdraw consent or ask
 * for access, correction or erasure (the grievance officer), and the right to complain to the
 * Data Protection Board of India. Its words are copy; this module names the keys and the order in
 * which they are shown, so the page (src/components/dataNotice/DataNotice.tsx) and the build's
 * notice version (scripts/brand/noticeVersions.ts) read the same text.
 */

/** The copy keys of one form's notice. */
export interface NoticeKeys {
  /** The line always shown under the form. */
  summary: string;
  /** The label of the disclosure that holds the rest. */
  more: string;
  /** What is collected and why: one list item per item of personal data. */
  items: string;
  /** How long it is kept (`{{retentionMonths}}`). */
  retention: string;
  /** How to withdraw consent, or ask for access, correction or erasure (`{{grievanceEmail}}`). */
  rights: string;
  /** The right to complain to the Data Protection Board of India. */
  board: string;
  /** Where to read more: `<link>` marks the words that link to the privacy policy. */
  policy: string;
  /**
   * Not copy: the short id of this notice's text in a locale, which the build computes and adds
   * to each locale's strings (a locale file may not set it), and the form stores with what it
   * sends (`NoticeVersion`, `noticeVersion`).
   */
  version: string;
}

/** The parts every form's notice shares. */
const SHARED = {
  more: "notice.more",
  rights: "notice.rights",
  board: "notice.board",
  policy: "notice.policy",
} as const;

/** Each form's notice keys: its own under `form.notice.*` or `subscribe.notice.*`, the rest shared. */
export const NOTICE_KEYS: { readonly [Form in BrandForm]: NoticeKeys } = {
  enquiry: {
    ...SHARED,
    summary: "form.notice.summary",
    items: "form.notice.items",
    retention: "form.notice.retention",
    version: "form.notice.version",
  },
  subscribe: {
    ...SHARED,
    summary: "subscribe.notice.summary",
    items: "subscribe.notice.items",
    retention: "subscribe.notice.retention",
    version: "subscribe.notice.version",
  },
};

/** The copy keys a form's notice shows (all but its version), each required of every locale. */
export function noticeCopyKeys(keys: NoticeKeys): string[] {
  const { version: _version, ...shown } = keys;
  return Object.values(shown);
}

/** A form's notice in one locale, its variables filled in. */
export interface NoticeText {
  summary: string;
  more: string;
  items: readonly string[];
  retention: string;
  rights: string;
  board: string;
  /** With its `<link>` markers. */
  policy: string;
}

/**
 * A form's notice read from copy.
 * @param text a string's text in the locale (i18next's `t`)
 * @param list a list's items in the locale (`copyList`)
 */
export function noticeText(
  keys: NoticeKeys,
  text: (key: string) => string,
  list: (key: string) => string[],
): NoticeText {
  return {
    summary: text(keys.summary),
    more: text(keys.more),
    items: list(keys.items),
    retention: text(keys.retention),
    rights: text(keys.rights),
    board: text(keys.board),
    policy: text(keys.policy),
  };
}

/**
 * The notice as a reader meets it, one line per paragraph, list item or label, in the order the
 * page shows them, the link markers removed: the text a notice version identifies.
 */
export function noticeLines(notice: NoticeText): string[] {
  return [
    notice.summary,
    notice.more,
    ...notice.items,
    notice.retention,
    notice.rights,
    notice.board,
    notice.policy.replace(/<\/?link>/g, ""),
  ];
}
