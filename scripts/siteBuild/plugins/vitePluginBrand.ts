import path from "node:path";
import type { Plugin } from "vite";
import { pageSectionTypes } from "../../../src/brand/splitBrand.ts";
import { fontFacesToCss, themeToCss } from "../../../src/brand/themeToCss.ts";
import { perViewStylesheet } from "../../../src/components/slider/perView.ts";
import { type LoadedBrand, loadBrand } from "../../brand/brandLoader.ts";
import { emitPageFonts, fontAssets, servedFontFiles } from "../fonts/brandFonts.ts";
import { fallbackFaces } from "../fonts/fallbackFaces.ts";
import { isCutPerPage } from "../fonts/pageFontFaces.ts";
import type { LazyImages, MeasuredImage } from "../images/responsiveImages.ts";
import { type RouteChunks, routeChunks } from "../prerender/routeChunks.ts";
import {
  basePath,
  devFile,
  measureBrandImages,
  measureBrandImagesLazily,
  withAssetUrls,
} from "./brandAssetUrls.ts";
import {
  BRAND_ID,
  brandModule,
  COPY_PREFIX,
  chunkModules,
  copyModule,
  FOOTER_ID,
  footerModule,
  pageModule,
  ROUTE_PREFIX,
  SEND_COPY_ID,
  SEND_COPY_PREFIX,
  SUBSCRIPTION_COPY_PREFIX,
  SUBSCRIPTION_PAGE_ID,
  sendCopyTableModule,
  subscriptionPageFile,
  subscriptionPageModule,
  THEME_ID,
} from "./brandModules.ts";
import { resolved } from "./resolvedId.ts";
import {
  SECTION_GROUP_PREFIX,
  SECTIONS_ID,
  sectionGroupModule,
  sectionGroupModules,
  sectionsModule,
  sectionTypesOf,
} from "./sectionModules.ts";

/**
 * Where the plugins get the brand: a build's, loaded and checked once
 * (scripts/siteBuild/buildBrand.ts) and used by its client and server passes alike; or, named
 * by id, the dev server's and Vitest's, loaded afresh whenever read, so an edit to its files
 * shows on the next request.
 */
export type BrandSource = LoadedBrand | { id: string; brandsDir?: string };

/** Reads the brand from `source`: the loaded one itself, or a fresh load of the named one. */
export function brandReader(source: BrandSource): () => Promise<LoadedBrand> {
  if ("manifest" in source) return async () => source;
  return () => loadBrand(source.id, source.brandsDir);
}

/**
 * Serves the chosen brand to the app as `virtual:brand` (what every route needs: the manifest
 * without the pages' sections, the chrome's asset URLs), one `virtual:brand-copy/<locale>` per
 * locale (the chrome's copy), one `virtual:brand-send-copy/<locale>` per locale in which the
 * forms have copy no first load shows (and `virtual:brand-send-copy`, their loaders), one
 * `virtual:brand-subscription-copy/<locale>` per locale for the subscription page, one `virtual:brand-route/<locale>/<page key>` per page and locale
 * (its sections, assets and copy in that locale; see src/brand/splitBrand.ts), so a route's
 * first load holds no other language's copy, `virtual:brand-theme.css` (the theme's custom
 * properties and carousel per-view rules), `virtual:brand-footer` (the footer variant's
 * component), `virtual:brand-sections` (a loader per section type its pages use, derived from
 * src/sections/registry.ts; the types that exactly the same pages use load one
 * `virtual:brand-section-group/…` module) and `virtual:brand-subscription-page` (the loader of the page a
 * subscription's mailed links open, for a footer with the subscribe form). Only this brand's
 * files, footer, section components and pages enter the module graph, so a build holds nothing of another brand. Asset files are imported, so Vite hashes and copies them; a font face with a
 * `unicodeRange` is served as its file cut down to that range (scripts/siteBuild/fonts/subsetFontFaces.ts). Sets
 * `<html lang>` to the brand's default locale (the prerender writes each route's own), preloads the theme's fonts and defines `__BUILD_YEAR__`. The dev server and Vitest keep every footer variant, section
 * type and the subscription page, so tests can render any brand.
 * @param onRouteChunks given a client build's RouteChunks once its bundle is made, for the
 *   prerender (scripts/siteBuild/buildBrand.ts)
 * @throws BrandError (at config time) when a brand named by id is unknown or invalid
 */
export function brandPlugin(
  source: BrandSource,
  onRouteChunks: (chunks: RouteChunks) => void = () => undefined,
): Plugin {
  const read = brandReader(source);
  // A build's brand and its images, measured (and encoded) before bundling, for both passes;
  // the dev server reads the brand and measures again on every load, so an edit shows.
  let built: { brand: LoadedBrand; images: Map<string, MeasuredImage> } | undefined;
  // The dev server's and Vitest's images, measured afresh on every load: a variant is encoded
  // when a page asks the dev server for it (configureServer), and never for Vitest's renders.
  let served: LazyImages | undefined;
  // A build's asset URLs (see withAssetUrls), afresh for each of its client and SSR passes.
  let builtUrls: Map<string, string> | undefined;
  // The project root: Vite names a bundled file's source relative to it.
  let root = process.cwd();
  /** The brand now: the build's, or the dev server's as its files are. */
  const current = async () => built?.brand ?? (await read());
  return {
    name: "brand",
    async config(_config, { command }) {
      // A build encodes the images here, before bundling starts: in `load` a first build spent
      // minutes inside one plugin callback, which Rolldown reports as a fault ([PLUGIN_TIMINGS]).
      // The dev server (and Vitest, which loads this config) measures in `load`, when asked.
      // Once per build: the SSR build runs this plugin instance again.
      const brand = await current();
      if (command === "build") built ??= { brand, images: await measureBrandImages(brand) };
      return { define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) } };
    },
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const file = devFile(server.config, request.url?.split("?")[0] ?? "");
        if (served === undefined || file === undefined) return next();
        served.encodeVariant(file).then(() => next(), next);
      });
    },
    buildStart() {
      builtUrls = this.environment.config.command === "build" ? new Map() : undefined;
    },
    resolveId(id) {
      // A send copy's chunk is also an entry of its own (its `?chunk-url`, which Rolldown resolves
      // by the id the chunk-url plugin resolved it to).
      if (id.startsWith(resolved(SEND_COPY_PREFIX))) return id;
      if (
        id === BRAND_ID ||
        id === THEME_ID ||
        id === FOOTER_ID ||
        id === SECTIONS_ID ||
        id === SUBSCRIPTION_PAGE_ID ||
        id === SEND_COPY_ID ||
        id.startsWith(SECTION_GROUP_PREFIX) ||
        id.startsWith(ROUTE_PREFIX) ||
        id.startsWith(COPY_PREFIX) ||
        id.startsWith(SEND_COPY_PREFIX) ||
        id.startsWith(SUBSCRIPTION_COPY_PREFIX)
      )
        return resolved(id);
      return undefined;
    },
    async load(id, loadOptions) {
      if (id.startsWith(resolved(SECTION_GROUP_PREFIX))) {
        const types = sectionGroupModules(await current()).get(id);
        if (!types) throw new Error(`The brand has no section group '${id.slice(1)}'`);
        return sectionGroupModule(root, types);
      }
      const chunkModule = [
        ROUTE_PREFIX,
        COPY_PREFIX,
        SEND_COPY_PREFIX,
        SUBSCRIPTION_COPY_PREFIX,
      ].some((prefix) => id.startsWith(resolved(prefix)));
      if (
        id !== resolved(BRAND_ID) &&
        id !== resolved(THEME_ID) &&
        id !== resolved(FOOTER_ID) &&
        id !== resolved(SECTIONS_ID) &&
        id !== resolved(SUBSCRIPTION_PAGE_ID) &&
        id !== resolved(SEND_COPY_ID) &&
        !chunkModule
      )
        return undefined;
      const brand = await current();
      this.addWatchFile(path.join(brand.dir, "manifest.json"));
      for (const locale of brand.manifest.locales) {
        this.addWatchFile(path.join(brand.dir, "locales", locale, "translation.json"));
      }
      // A build keeps only the brand's footer variant and its pages' section types; the dev
      // server and Vitest (whose tests render every brand, the fixture's too) keep them all.
      const building = this.environment.config.command === "build";
      if (id === resolved(FOOTER_ID)) {
        return footerModule(
          root,
          (variant) => !building || variant === brand.manifest.footer.variant,
        );
      }
      if (id === resolved(SUBSCRIPTION_PAGE_ID)) {
        return subscriptionPageModule(
          root,
          brand,
          !building || brand.manifest.footer.variant === "subscribe",
        );
      }
      if (id === resolved(SEND_COPY_ID)) return sendCopyTableModule(root, brand);
      if (id === resolved(SECTIONS_ID)) {
        const used = new Set(brand.manifest.pages.flatMap(pageSectionTypes));
        // A build gives the section types that the same pages use one chunk; the dev server
        // keeps a module per type, which its hot updates follow.
        return sectionsModule(
          root,
          (type) => !building || used.has(type),
          building ? sectionGroupModules(brand) : new Map(),
        );
      }
      if (id === resolved(THEME_ID)) {
        // Absolute file paths: Vite's CSS pipeline resolves them, then hashes and copies the fonts.
        const fontFile = await servedFontFiles(brand);
        const fallbacks = await fallbackFaces(brand);
        return `${fontFacesToCss(brand.manifest.theme, fontFile)}${fallbacks.css}${themeToCss(fallbacks.theme)}${perViewStylesheet(brand.manifest)}\n`;
      }
      // A copy or page chunk's locale and page come from the brand's table of them.
      const chunk = chunkModule ? chunkModules(brand).get(id) : undefined;
      if (chunkModule && chunk === undefined)
        throw new Error(`Brand '${brand.id}' has no copy or page chunk '${id.slice(1)}'`);
      if (chunk !== undefined && chunk.key === undefined)
        return copyModule(brand, chunk.locale, chunk.part, loadOptions?.ssr === true).join("\n");
      let measured = built?.images;
      if (measured === undefined) {
        served = await measureBrandImagesLazily(brand);
        measured = served.images;
      }
      return withAssetUrls(this, this.environment.config, builtUrls, (urls) =>
        chunk?.key === undefined
          ? brandModule(brand, measured, urls, loadOptions?.ssr === true)
          : pageModule(brand, measured, { locale: chunk.locale, key: chunk.key }, urls),
      );
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.build.ssr) return;
      // Each locale's own preloaded faces that are not cut per page, which the prerender links
      // on that locale's pages only, and each page's own faces.
      const brand = await current();
      const fonts: Record<string, string[]> = {};
      const pageFonts: RouteChunks["pageFonts"] = {};
      const fontFile = await servedFontFiles(brand);
      const faces = brand.manifest.theme.fontFaces ?? [];
      const { theme } = await fallbackFaces(brand);
      for (const locale of brand.manifest.locales) {
        const own = faces.filter(
          (face) => face.preload && face.locales?.includes(locale) && !isCutPerPage(face, locale),
        );
        fonts[locale] = fontAssets(
          bundle,
          root,
          own.map((face) => fontFile(face).url),
        );
        pageFonts[locale] = await emitPageFonts(
          this,
          brand,
          theme,
          locale,
          basePath(this.environment.config),
        );
      }
      const table = chunkModules(brand);
      onRouteChunks({
        ...routeChunks(
          bundle,
          (moduleId) => table.get(moduleId),
          sectionTypesOf(root, sectionGroupModules(brand)),
          subscriptionPageFile(root),
        ),
        fonts,
        pageFonts,
      });
    },
    async transformIndexHtml(html, { bundle }) {
      const brand = await current();
      const withLang = html.replace(
        '<html lang="en">',
        `<html lang="${brand.manifest.defaultLocale}">`,
      );
      // Preload the theme's fonts: the first paint needs them, and the browser would otherwise
      // only find them once the stylesheet has arrived (one more round trip). A face of some
      // locales only is linked by the prerender on their pages (generateBundle).
      const fontFile = await servedFontFiles(brand);
      const everyPage = (brand.manifest.theme.fontFaces ?? [])
        .filter((face) => face.preload && face.locales === undefined)
        .map((face) => fontFile(face).url);
      return {
        html: withLang,
        tags: fontAssets(bundle ?? {}, root, everyPage).map((fileName) => ({
          tag: "link",
          attrs: {
            rel: "preload",
            as: "font",
            type: "font/woff2",
            crossorigin: true,
            href: `/${fileName}`,
          },
          injectTo: "head" as const,
        })),
      };
    },
  };
}
