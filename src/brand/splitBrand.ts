import type { CopyStrings, LocaleResources } from "../i18n/createI18n";
import { OFFLINE_COPY } from "../i18n/offlinePath.ts";
import {
  ALL_SECTION_COPY_PREFIXES,
  type Section,
  sectionCopyPrefixes,
  sectionSendCopy,
} from "../sections/registry.ts";
import { FOOTER_VARIANT_COPY } from "./footerVariantCopy.ts";
import type { Manifest } from "./manifestSchema";
import type { Page } from "./schemas/page";

/**
 * What the router, header and footer know of a page before its own chunk has loaded: where it
 * lives, its copy key prefix, and the section types it renders (so a route can fetch their
 * components alongside its data, not after it).
 */
export interface PageEntry {
  path: string;
  key: string;
  sectionTypes: readonly Section["type"][];
}

/**
 * The copy key of a locale's own name in that locale (`English`, `हिन्दी`): the label of the
 * language switch's link to it, so a new locale brings its own label.
 */
export const LOCALE_NAME_KEY = "locale.name";

/**
 * The manifest as every route ships it (`virtual:brand`): pages without their sections, no theme
 * (the build turns it into CSS custom properties), and each locale's own name (`LOCALE_NAME_KEY`),
 * which every route's language switch shows whatever its language.
 */
export type SiteManifest = Omit<Manifest, "pages" | "theme"> & {
  pages: readonly PageEntry[];
  localeNames: Readonly<Record<string, string>>;
};

/**
 * Whether `key` is one a section type's component uses by name (`SectionDefinition.copyPrefixes`).
 * A component of another kind using one of them would render a raw key, which
 * tests/unit/brand/splitBrand.test.tsx reports.
 */
const isSectionTypeCopy = (key: string) =>
  ALL_SECTION_COPY_PREFIXES.some((prefix) => key.startsWith(`${prefix}.`));

/**
 * One brand asset set: built URL of each asset keyed by manifest path (`assets/logo.svg`), and
 * the size and variants of each image among them (`BrandImage`, kept generic so this module
 * stays free of the build's image types). A build's tables leave raster images out of `assets`:
 * their URL is their widest variant's (`imageUrl`).
 */
export interface AssetTable<Image> {
  assets: Readonly<Record<string, string>>;
  images: Readonly<Record<string, Image>>;
}

/** One page and what only it renders, in every locale. */
export interface PageChunk<Image> extends AssetTable<Image> {
  page: Page;
  /** The copy strings of the page's head and sections, per locale. */
  resources: LocaleResources;
}

/**
 * What one route's chunk (`virtual:brand-route/<locale>/<page key>`) holds: the page, what only
 * it renders, and its copy in that one locale.
 */
export interface PageModule<Image> extends AssetTable<Image> {
  page: Page;
  copy: CopyStrings;
}

/** `chunk` as its route in `locale` loads it: with that locale's copy only. */
export function pageModule<Image>(chunk: PageChunk<Image>, locale: string): PageModule<Image> {
  const { resources, ...rest } = chunk;
  return { ...rest, copy: resources[locale]?.translation ?? {} };
}

/**
 * The brand split into what every route ships, the chrome's copy per locale (each locale's
 * routes load only their own: `virtual:brand-copy/<locale>`) and one chunk per page.
 */
export interface SplitBrand<Image> extends AssetTable<Image> {
  manifest: SiteManifest;
  /** The copy strings of the chrome (header, footer, forms, toasts, not-found page) per locale. */
  resources: LocaleResources;
  /**
   * The copy of the forms that no first load shows (the footer variant's `sendCopy` and
   * its pages' section types', `SectionDefinition.sendCopy`) per locale
   * (`virtual:brand-send-copy/<locale>`); empty for each locale of a brand without forms.
   */
  sendResources: LocaleResources;
  /**
   * The copy of the page the footer's mail links open (the footer variant's `pageCopy`) per locale
   * (`virtual:brand-subscription-copy/<locale>`); empty for each locale of a footer without it.
   */
  subscriptionResources: LocaleResources;
  /**
   * The copy only the prerender shows, per locale: the offline page's (`offline.*`,
   * src/pages/OfflinePage.tsx), which the service worker serves without the app's scripts. No
   * chunk of the browser's has it.
   */
  prerenderResources: LocaleResources;
  /** Keyed by page key. */
  pages: ReadonlyMap<string, PageChunk<Image>>;
}

/** Every string in `value`, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The section types `page` renders, each once, in order of first use. */
export function pageSectionTypes(page: Page): Section["type"][] {
  return [...new Set(page.sections.map((section) => section.type))];
}

/**
 * The manifest as every route ships it: pages reduced to their `PageEntry`, and each locale's
 * name from its own copy (the locale code where it has none).
 */
export function siteManifest(manifest: Manifest, resources: LocaleResources): SiteManifest {
  const { theme: _theme, ...rest } = manifest;
  const nameOf = (locale: string) => {
    const name = resources[locale]?.translation[LOCALE_NAME_KEY];
    return typeof name === "string" ? name : locale;
  };
  return {
    ...rest,
    pages: manifest.pages.map((page) => ({
      path: page.path,
      key: page.key,
      sectionTypes: pageSectionTypes(page),
    })),
    localeNames: Object.fromEntries(manifest.locales.map((locale) => [locale, nameOf(locale)])),
  };
}

/** The list under `key` in `table`, made empty when it has none. */
function entryOf<Value>(table: Map<string, Value[]>, key: string): Value[] {
  const known = table.get(key);
  if (known) return known;
  const made: Value[] = [];
  table.set(key, made);
  return made;
}

/**
 * The pages that own a copy key, the copy a page can show whether a locale has it or not: a string
 * one of its sections names (a button label, a list of items, an image), or a key under its head's
 * prefix (`<page.key>.title`), under a section's key (`<section.key>.heading`, dotted or not:
 * `privacy.heading`), under a dotted key its sections name (`<item.key>.text`, and the optional
 * keys a section renders only when present) or under a prefix its sections' types use by name.
 * Other undotted strings (a section's `type`, an icon name) are no prefix: a chrome key such as
 * `footer.phone` must not follow a page that says "footer". A key is looked up by itself and by
 * each of its dotted prefixes (`a.`, `a.b.`, ...), not tested against every page: a site of P
 * pages and K keys costs K lookups, not K × P tests.
 */
export function pageCopyOwners(pages: readonly Page[]): (key: string) => readonly Page[] {
  const byName = new Map<string, Page[]>();
  const byPrefix = new Map<string, Page[]>();
  for (const page of pages) {
    const named = new Set(strings(page.sections));
    const prefixes = new Set([
      page.key,
      ...page.sections.map((section) => section.key),
      ...[...named].filter((text) => text.includes(".")),
      ...page.sections.flatMap((section) => sectionCopyPrefixes(section.type)),
    ]);
    for (const name of named) entryOf(byName, name).push(page);
    for (const prefix of prefixes) entryOf(byPrefix, `${prefix}.`).push(page);
  }
  return (key) => {
    const owners = new Set(byName.get(key));
    for (let dot = key.indexOf("."); dot !== -1; dot = key.indexOf(".", dot + 1)) {
      for (const page of byPrefix.get(key.slice(0, dot + 1)) ?? []) owners.add(page);
    }
    return [...owners];
  };
}

/**
 * Splits a brand into the shared part and one chunk per page, so a route's first load carries
 * only its own copy, images and sections. Copy keys and assets that the chrome names
 * (anything in the manifest outside `pages`), or that no page claims (the keys chrome components
 * use by name: the footer's, the not-found page's), stay shared, except those of section types
 * no page has and of footer variants the brand does not use; the brand's footer variant's keys
 * stay shared even where a page's section type uses them too; the forms' send copy (the footer
 * variant's and its pages' section types' `sendCopy`) is a chunk of
 * its own per locale, and so is the copy of the page its mail links open; the offline page's copy,
 * which no script shows, is the prerender's alone; a key or asset that several pages use goes into
 * each of their chunks.
 * @param assets built URL of every asset, keyed by manifest path
 * @param images size and variants of every image asset, keyed like `assets`
 */
export function splitBrand<Image>(
  manifest: Manifest,
  resources: LocaleResources,
  { assets, images }: AssetTable<Image>,
): SplitBrand<Image> {
  // The theme reaches the page as CSS (virtual:brand-theme.css): its fonts are no script's.
  const { pages, theme: _theme, ...chrome } = manifest;
  const chromeStrings = new Set(strings(chrome));
  const pageStrings = new Map(pages.map((page) => [page.key, new Set(strings(page.sections))]));
  const owners = pageCopyOwners(pages);
  // A section type's copy that no page uses is left out altogether, and so is the copy of the
  // footer variants the brand does not use (their components are not in its bundle).
  const footerCopy = (own: boolean) =>
    Object.entries(FOOTER_VARIANT_COPY)
      .filter(([variant]) => (variant === manifest.footer.variant) === own)
      .flatMap(([, { copy }]) => copy);
  // Whether a key is one of `keys` or under one of them (`subscribe` for `subscribe.label`).
  const isAmong = (keys: readonly string[]) => (key: string) =>
    keys.some((listed) => key === listed || key.startsWith(`${listed}.`));
  const isOwnFooterCopy = isAmong(footerCopy(true));
  const isOtherFooterCopy = isAmong(footerCopy(false));
  const footer = FOOTER_VARIANT_COPY[manifest.footer.variant];
  const isSendCopy = isAmong([
    ...footer.sendCopy,
    ...new Set(pages.flatMap(pageSectionTypes).flatMap(sectionSendCopy)),
  ]);
  const isSubscriptionCopy = isAmong(footer.pageCopy);
  const isPrerenderOnly = isAmong([OFFLINE_COPY]);
  // Copy that has a chunk (or, the prerender's, a module) of its own, neither shared nor any page's.
  const isOwnChunk = (key: string) =>
    isSendCopy(key) || isSubscriptionCopy(key) || isPrerenderOnly(key);
  // Locale names travel in the manifest (`siteManifest`), so every route has every locale's. The
  // footer's own copy is on every route, whichever pages' sections use it too (the forms' notice).
  const isShared = (key: string) =>
    key !== LOCALE_NAME_KEY &&
    !isOwnChunk(key) &&
    (chromeStrings.has(key) ||
      isOwnFooterCopy(key) ||
      (owners(key).length === 0 && !isSectionTypeCopy(key) && !isOtherFooterCopy(key)));
  // Every page's copy in one pass over each locale's strings, each given to the pages that own
  // it (in the locale's order), rather than one pass per page.
  const pageCopy = new Map<Page, Map<string, Record<string, CopyStrings[string]>>>(
    pages.map((page) => [page, new Map(Object.keys(resources).map((locale) => [locale, {}]))]),
  );
  for (const [locale, { translation }] of Object.entries(resources)) {
    for (const [key, value] of Object.entries(translation)) {
      if (isShared(key) || isOwnChunk(key)) continue;
      for (const page of owners(key)) {
        const own = pageCopy.get(page)?.get(locale);
        if (own) own[key] = value;
      }
    }
  }
  const pageResources = (page: Page): LocaleResources =>
    Object.fromEntries(
      [...(pageCopy.get(page) ?? [])].map(([locale, translation]) => [locale, { translation }]),
    );

  const pick = <Value>(table: Readonly<Record<string, Value>>, keep: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(table).filter(([key]) => keep(key)));
  const localeResources = (keep: (key: string) => boolean): LocaleResources =>
    Object.fromEntries(
      Object.entries(resources).map(([locale, { translation }]) => [
        locale,
        { translation: pick(translation, keep) },
      ]),
    );
  const assetTable = (keep: (path: string) => boolean): AssetTable<Image> => ({
    assets: pick(assets, keep),
    images: pick(images, keep),
  });

  const pageChunks = new Map(
    pages.map((page) => {
      const named = pageStrings.get(page.key) ?? new Set<string>();
      const chunk: PageChunk<Image> = {
        page,
        resources: pageResources(page),
        ...assetTable((path) => named.has(path) && !chromeStrings.has(path)),
      };
      return [page.key, chunk];
    }),
  );
  return {
    manifest: siteManifest(manifest, resources),
    resources: localeResources(isShared),
    sendResources: localeResources(isSendCopy),
    subscriptionResources: localeResources(isSubscriptionCopy),
    prerenderResources: localeResources(isPrerenderOnly),
    ...assetTable((path) => chromeStrings.has(path)),
    pages: pageChunks,
  };
}
