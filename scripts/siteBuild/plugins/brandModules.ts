/**
 * The sources of the brand's virtual modules (`virtual:brand`, `virtual:brand-copy/<locale>`,
 * `virtual:brand-send-copy`, `virtual:brand-send-copy/<locale>`,
 * `virtual:brand-subscription-copy/<locale>`, `virtual:brand-route/<locale>/<page key>`,
 * `virtual:brand-footer`, `virtual:brand-subscription-page`) and their ids; the section types'
 * are in sectionModules.ts.
 */
import path from "node:path";
import { type Footer, footerSchema } from "../../../src/brand/schemas/footer.ts";
import {
  pageModule as localePageModule,
  type SplitBrand,
  splitBrand,
} from "../../../src/brand/splitBrand.ts";
import type { LoadedBrand } from "../../brand/brandLoader.ts";
import type { MeasuredImage } from "../images/responsiveImages.ts";
import type { ChunkId } from "../prerender/routeChunks.ts";
import { assetExports, type UrlExpressions } from "./brandAssetUrls.ts";
import { componentName } from "./componentName.ts";
import { resolved } from "./resolvedId.ts";

export const BRAND_ID = "virtual:brand";
/** `virtual:brand-route/<locale>/<page key>`: one page's chunk in one locale. */
export const ROUTE_PREFIX = "virtual:brand-route/";
/** `virtual:brand-copy/<locale>`: the chrome's copy strings in one locale. */
export const COPY_PREFIX = "virtual:brand-copy/";
/** `virtual:brand-send-copy`: the loaders of the forms' send copy, one per locale that has any. */
export const SEND_COPY_ID = "virtual:brand-send-copy";
/** `virtual:brand-send-copy/<locale>`: the forms' send copy in one locale (`SplitBrand.sendResources`). */
export const SEND_COPY_PREFIX = `${SEND_COPY_ID}/`;
/**
 * `virtual:brand-subscription-copy/<locale>`: the subscription page's copy in one locale
 * (`SplitBrand.subscriptionResources`).
 */
export const SUBSCRIPTION_COPY_PREFIX = "virtual:brand-subscription-copy/";
export const THEME_ID = "virtual:brand-theme.css";
export const FOOTER_ID = "virtual:brand-footer";
/** Where each footer variant's component lives: `<dir>/<Variant>Footer.tsx`, exporting `<Variant>Footer`. */
const FOOTER_DIR = "src/layout/footer";
export const SUBSCRIPTION_PAGE_ID = "virtual:brand-subscription-page";
/** The page a subscription's mailed links open, which the router loads lazily. */
const SUBSCRIPTION_PAGE_FILE = "src/pages/SubscriptionPage.tsx";

const splits = new WeakMap<LoadedBrand, SplitBrand<string>>();

/**
 * The brand split by `splitBrand`, over asset names (the modules import the files themselves);
 * once per loaded brand, since every page's module asks for it.
 */
export function split(brand: LoadedBrand): SplitBrand<string> {
  const known = splits.get(brand);
  if (known) return known;
  const names = Object.fromEntries([...brand.assetFiles.keys()].map((name) => [name, name]));
  const result = splitBrand(brand.manifest, brand.resources, { assets: names, images: names });
  splits.set(brand, result);
  return result;
}

/** The id of the chrome's copy in one locale: `virtual:brand-copy/hi`. */
const copyId = (locale: string) => `${COPY_PREFIX}${locale}`;

/** The id of the forms' send copy in one locale: `virtual:brand-send-copy/hi`. */
const sendCopyId = (locale: string) => `${SEND_COPY_PREFIX}${locale}`;

/** The id of the subscription page's copy in one locale: `virtual:brand-subscription-copy/hi`. */
const subscriptionCopyId = (locale: string) => `${SUBSCRIPTION_COPY_PREFIX}${locale}`;

/** A part of the copy with chunks of its own, per locale (`ChunkId.part`). */
type CopyPart = NonNullable<ChunkId["part"]>;

/** Each part's copy per locale in the brand's split. */
const partResources = (brand: LoadedBrand, part: CopyPart) =>
  part === "send" ? split(brand).sendResources : split(brand).subscriptionResources;

/** The locales in which the brand has copy of `part`: none for a brand without forms. */
const partLocales = (brand: LoadedBrand, part: CopyPart) =>
  brand.manifest.locales.filter(
    (locale) => Object.keys(partResources(brand, part)[locale]?.translation ?? {}).length > 0,
  );

/** The id of a page's chunk in one locale: `virtual:brand-route/hi/page.home`. */
const routeId = (locale: string, key: string) =>
  `${ROUTE_PREFIX}${locale}/${encodeURIComponent(key)}`;

const chunkTables = new WeakMap<LoadedBrand, ReadonlyMap<string, ChunkId>>();

/**
 * The brand's copy (the chrome's, the forms' send copy, the subscription page's) and page chunk
 * modules: each one's id, as resolved (with Vite's `\0` prefix), → the locale and page or part it
 * holds. The plugin loads a chunk's module and names its built files from this table, so an id is
 * only a name, never read back for its locale or page. Once per loaded brand.
 */
export function chunkModules(brand: LoadedBrand): ReadonlyMap<string, ChunkId> {
  const known = chunkTables.get(brand);
  if (known) return known;
  const table = new Map<string, ChunkId>();
  for (const locale of brand.manifest.locales) {
    table.set(resolved(copyId(locale)), { locale });
    for (const key of split(brand).pages.keys()) {
      table.set(resolved(routeId(locale, key)), { locale, key });
    }
  }
  for (const locale of partLocales(brand, "send")) {
    table.set(resolved(sendCopyId(locale)), { locale, part: "send" });
  }
  for (const locale of partLocales(brand, "subscription")) {
    table.set(resolved(subscriptionCopyId(locale)), { locale, part: "subscription" });
  }
  chunkTables.set(brand, table);
  return table;
}

/**
 * The source of `virtual:brand`: what every route needs whatever its locale (the manifest
 * without the pages' sections, the chrome's assets), `copyChunks`, the loader of the chrome's
 * copy in each locale, and `pageChunks`, each page's chunk loader per locale.
 * @param ssr whether the module is the server's (the prerender's), which alone writes the head
 */
export function brandModule(
  brand: LoadedBrand,
  images: ReadonlyMap<string, MeasuredImage>,
  urls: UrlExpressions,
  ssr: boolean,
): string[] {
  const shared = split(brand);
  // The icon and the share image are the prerendered head's alone (src/app/entry-server.tsx,
  // scripts/siteBuild/prerender/brandSeo.ts): the client's table leaves out their URLs and image variants.
  const { icon, shareImage } = brand.manifest;
  const serverOnly = new Set([icon, shareImage?.src]);
  const assetNames = Object.keys(shared.assets).filter((name) => ssr || !serverOnly.has(name));
  const { locales } = brand.manifest;
  const loader = (id: string) => `() => import(${JSON.stringify(id)})`;
  const copyLoaders = locales.map(
    (locale) => `${JSON.stringify(locale)}: ${loader(copyId(locale))}`,
  );
  const pageLoaders = locales.map((locale) => {
    const pages = [...shared.pages.keys()].map(
      (key) => `${JSON.stringify(key)}: ${loader(routeId(locale, key))}`,
    );
    return `${JSON.stringify(locale)}: {${pages.join(", ")}}`;
  });
  return [
    ...assetExports(brand, images, assetNames, urls),
    `export const manifest = ${JSON.stringify(shared.manifest)};`,
    `export const copyChunks = {${copyLoaders.join(", ")}};`,
    `export const pageChunks = {${pageLoaders.join(", ")}};`,
  ];
}

/** Where `lazyModule` lives, relative to the project root. */
const LAZY_MODULE_FILE = "src/lib/lazyModule/lazyModule.ts";

/**
 * The source of `virtual:brand-send-copy`: `sendCopyChunks`, the loader of the forms' send copy
 * in each locale that has any, each a `lazyModule` (its chunk's URL from `?chunk-url`), so a load
 * that failed, stalled or arrived cut short is retried under a fresh URL. A module of its own, so
 * only what loads that copy (the forms) carries the table, not every route's `virtual:brand`.
 * @param root the project root
 */
export function sendCopyTableModule(root: string, brand: LoadedBrand): string {
  const locales = partLocales(brand, "send");
  const id = (locale: string) => JSON.stringify(sendCopyId(locale));
  return [
    `import { lazyModule } from ${JSON.stringify(path.join(root, LAZY_MODULE_FILE))};`,
    ...locales.map(
      (locale, index) =>
        `import url${index} from ${JSON.stringify(`${sendCopyId(locale)}?chunk-url`)};`,
    ),
    "export const sendCopyChunks = {",
    ...locales.map(
      (locale, index) =>
        `  ${JSON.stringify(locale)}: lazyModule(() => import(${id(locale)}), url${index}, ${JSON.stringify(`loading the forms' ${locale} copy`)}),`,
    ),
    "};",
  ].join("\n");
}

/**
 * The source of `virtual:brand-copy/<locale>`: the chrome's copy strings in that locale, and in the
 * server's (the prerender's) the copy only it shows (`SplitBrand.prerenderResources`); with a
 * `part`, of that part's chunk in it (`virtual:brand-send-copy/<locale>`,
 * `virtual:brand-subscription-copy/<locale>`).
 * @param ssr whether the module is the server's
 * @throws Error when the brand has no such locale
 */
export function copyModule(
  brand: LoadedBrand,
  locale: string,
  part: CopyPart | undefined,
  ssr: boolean,
): string[] {
  const { resources, prerenderResources } = split(brand);
  const copy = (part ? partResources(brand, part) : resources)[locale]?.translation;
  if (!copy) throw new Error(`Brand '${brand.id}' has no locale '${locale}'`);
  const shown = ssr && !part ? { ...copy, ...prerenderResources[locale]?.translation } : copy;
  return [`export const copy = ${JSON.stringify(shown)};`];
}

/**
 * The source of `virtual:brand-route/<locale>/<page key>`: the page, its assets and its copy
 * strings in that locale.
 * @throws Error when the brand has no page with that key, or no such locale
 */
export function pageModule(
  brand: LoadedBrand,
  images: ReadonlyMap<string, MeasuredImage>,
  { locale, key }: { locale: string; key: string },
  urls: UrlExpressions,
): string[] {
  const chunk = split(brand).pages.get(key);
  if (!chunk) throw new Error(`Brand '${brand.id}' has no page with the key '${key}'`);
  if (!brand.manifest.locales.includes(locale))
    throw new Error(`Brand '${brand.id}' has no locale '${locale}'`);
  const { page, copy } = localePageModule(chunk, locale);
  return [
    ...assetExports(brand, images, Object.keys(chunk.assets), urls),
    `export const page = ${JSON.stringify(page)};`,
    `export const copy = ${JSON.stringify(copy)};`,
  ];
}

/**
 * The source of `virtual:brand-footer`: the component of each footer variant `keeps`, re-exported
 * from its module, and every other variant's name bound to undefined, so their modules (and what
 * only they import, such as the subscribe form) never enter the module graph.
 * @param root the project root
 */
export function footerModule(root: string, keeps: (variant: Footer["variant"]) => boolean): string {
  return footerSchema.options
    .map((option) => {
      const variant = option.shape.variant.value;
      const name = componentName(variant, "Footer");
      const file = path.join(root, FOOTER_DIR, `${name}.tsx`);
      return keeps(variant)
        ? `export { ${name} } from ${JSON.stringify(file)};`
        : `export const ${name} = undefined;`;
    })
    .join("\n");
}

/** The subscription page's module, as an absolute file path: the facade of its chunk. */
export function subscriptionPageFile(root: string): string {
  return path.join(root, SUBSCRIPTION_PAGE_FILE);
}

/**
 * The source of `virtual:brand-subscription-page`: when `keeps`, the loader of the page a
 * subscription's mailed links open (one chunk) with its copy in a locale
 * (`virtual:brand-subscription-copy/<locale>`; none where the brand has none), else undefined, so a build
 * whose footer has no subscribe form holds neither the page nor its chunk.
 * @param root the project root
 */
export function subscriptionPageModule(root: string, brand: LoadedBrand, keeps: boolean): string {
  if (!keeps) return "export const loadSubscriptionPage = undefined;";
  const page = JSON.stringify(subscriptionPageFile(root));
  const loaders = partLocales(brand, "subscription").map(
    (locale) =>
      `${JSON.stringify(locale)}: () => import(${JSON.stringify(subscriptionCopyId(locale))})`,
  );
  return [
    `const copyChunks = {${loaders.join(", ")}};`,
    "export const loadSubscriptionPage = async (locale) => {",
    `  const [page, copy] = await Promise.all([import(${page}), copyChunks[locale]?.()]);`,
    "  return { SubscriptionPage: page.SubscriptionPage, copy: copy?.copy ?? {} };",
    "};",
  ].join("\n");
}
