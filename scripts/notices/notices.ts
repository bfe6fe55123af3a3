/**
 * `npm run notices`: the privacy notice each form of a brand shows under it, per locale, with its
 * notice version (the `NoticeVersion` stored and mailed with each enquiry or order, the
 * `noticeVersion` of each subscriber), so the company can show what a person was told. With
 * `--find <version>`, the notice that version names: today's text, or else the commits of the
 * repository's history whose text had it (docs/enquiry.md, "What each person was told").
 * Usage: `npm run notices -- [--brand <id>] [--locale <locale>] [--find <version>]`
 */
import type { LoadedBrand } from "../brand/brandLoader";
import { DEFAULT_BRAND } from "../brand/defaultBrand";
import type { BrandNotice } from "../brand/noticeVersions";
import {
  brandOption,
  type CommandHelp,
  chosenBrand,
  commandLineOrExit,
  invalidArgument,
} from "../lib/commandLine";
import { repoRoot } from "../lib/repoRoot";

const notices: CommandHelp = {
  name: "notices",
  invocation: "npm run notices --",
  summary:
    "Prints the privacy notice each form of a brand shows under it (enquiry or order form, subscribe form), in each locale, with its notice version: the NoticeVersion stored and mailed with each lead. With --find, prints the notice a version names: today's, or else the commits of the repository's history whose text had it.",
  options: {
    brand: brandOption(process.env, DEFAULT_BRAND),
    locale: {
      type: "string",
      value: "<locale>",
      description: "one locale only (default: every locale of the brand)",
    },
    find: {
      type: "string",
      value: "<version>",
      description: "the notice with this version (8 hex digits), today's or in the history",
    },
  },
  example: "npm run notices -- --brand healthcare --find 3f9a1c07",
};

const { values } = commandLineOrExit(process.argv.slice(2), notices);
const text = (name: string) => {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
};
const fail = (message: string): never => {
  console.error(`error: ${invalidArgument(message, notices).message}`);
  process.exit(1);
};

const brand = chosenBrand(values.brand, process.env, DEFAULT_BRAND);
// The brand loader and the notices' i18next load only now, once the command line is read:
// --help and a mistyped option answer at once.
const [{ BrandError, loadBrand }, { findNoticeInHistory }, { brandNotices, parseNoticeVersion }] =
  await Promise.all([
    import("../brand/brandLoader"),
    import("../brand/noticeHistory"),
    import("../brand/noticeVersions"),
  ]);
const versionText = text("find");
const version = versionText === undefined ? undefined : parseNoticeVersion(versionText);
if (versionText !== undefined && version === undefined) {
  fail(`'${versionText}' is not a notice version: 8 hex digits such as 3f9a1c07.`);
}
let loaded: LoadedBrand;
try {
  loaded = await loadBrand(brand);
} catch (error) {
  if (!(error instanceof BrandError)) throw error;
  console.error(`error: ${error.message}`);
  process.exit(1);
}
const { manifest, resources } = loaded;
const locale = text("locale");
if (locale !== undefined && !manifest.locales.includes(locale)) {
  fail(`'${locale}' is not a locale of ${brand} (${manifest.locales.join(", ")}).`);
}

/** The form's name as the owner knows it. */
const FORM_NAMES: Record<BrandNotice["form"], string> = {
  enquiry: "enquiry form",
  subscribe: "subscribe form",
};

/** One notice: a heading line, then its text exactly as hashed, one line each, indented. */
const printed = (notice: BrandNotice) =>
  [
    `${brand} · ${FORM_NAMES[notice.form]} · ${notice.locale} · notice ${notice.version}`,
    ...notice.lines.map((line) => `  ${line}`),
  ].join("\n");

const current = brandNotices(manifest, resources).filter(
  (notice) =>
    (locale === undefined || notice.locale === locale) &&
    (version === undefined || notice.version === version),
);
if (version === undefined) {
  if (current.length === 0) console.log(`${brand} has no form, so no notice.`);
  console.log(current.map(printed).join("\n\n"));
} else if (current.length > 0) {
  console.log(`${version} is today's notice:\n\n${current.map(printed).join("\n\n")}`);
} else {
  console.error(`${version} is not today's notice of ${brand}; looking through the history…`);
  const found = await findNoticeInHistory(repoRoot, brand, version);
  if (!found || (locale !== undefined && found.notice.locale !== locale)) {
    console.error(
      `error: no commit of ${brand}'s copy gives the notice version ${version}. A version from before the notice's layout changed (scripts/brand/noticeVersions.ts) is found by the npm run notices of a commit of that time.`,
    );
    process.exit(1);
  }
  const { notice, newest, oldest } = found;
  const commit = ({ hash, date }: { hash: string; date: string }) =>
    `${hash.slice(0, 10)} (${date})`;
  const commits =
    oldest.hash === newest.hash
      ? `commit ${commit(newest)}`
      : `commits ${commit(oldest)} to ${commit(newest)}`;
  console.log(`${version} is the notice of ${commits}:\n\n${printed(notice)}`);
}
