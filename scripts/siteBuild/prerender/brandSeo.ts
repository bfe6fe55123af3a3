import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import i18next, { type TFunction } from "i18next";
import { copyVariables } from "../../../src/brand/copyVariables";
import { localePath } from "../../../src/i18n/localePath";
import { openGraphLocale } from "../../../src/i18n/localeTag";
import type { SiteHead } from "../../../src/router/routeHead";
import { robotsTxt, type SitemapEntry, sitemapXml } from "../../../src/seo/sitemap";
import { siteSocialMeta } from "../../../src/seo/socialMeta";
import { jsonLdMeta, structuredData } from "../../../src/seo/structuredData";
import { webAppManifest } from "../../../src/seo/webAppManifest";
import type { LoadedBrand } from "../../brand/brandLoader";
import { imageMediaType } from "../images/imageMediaType";

/** Path of the web app manifest in every build. */
const WEB_APP_MANIFEST = "/manifest.webmanifest";

/**
 * Copies `file` into `outDir/assets/` named by its content hash alone, so Hosting's year-long
 * immutable caching of `/assets/**` is safe for it (and no brand's file names leak into another
 * brand's build), and returns its URL path.
 */
async function emitHashedAsset(outDir: string, file: string): Promise<string> {
  const content = await readFile(file);
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 16);
  const url = `/assets/${hash}${path.extname(file)}`;
  await mkdir(path.join(outDir, "assets"), { recursive: true });
  await writeFile(path.join(outDir, url), content);
  return url;
}

/** What the build adds for search engines, link previews and browsers. */
interface BrandSeo {
  /**
   * The head tags every page of a locale shares, which the prerender alone writes: theme colour,
   * the locale's web app manifest, the site's Open Graph (with `og:locale`) and Twitter card
   * tags, and on the home page the JSON-LD blocks in the page's language.
   */
  siteHead: SiteHead;
  /**
   * Writes `sitemap.xml` (every page in every locale, with its alternates), `robots.txt` and a
   * web app manifest per locale into the build.
   */
  writeFiles: () => Promise<void>;
}

/**
 * The i18next `t` of each of the brand's locales. i18next itself, not createI18n: that one loads
 * React into the build process, before Vite's production builds, and the prerender would then
 * mix React's development and production builds.
 */
async function localeTranslators(brand: LoadedBrand): Promise<Map<string, TFunction>> {
  const { manifest } = brand;
  const translators = new Map<string, TFunction>();
  for (const locale of manifest.locales) {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: brand.resources,
      lng: locale,
      keySeparator: false,
      nsSeparator: false,
      // The same `{{product}}`, `{{company}}`, ... as the locale's pages, so no data block holds
      // a raw variable.
      interpolation: { escapeValue: false, defaultVariables: copyVariables(manifest, locale) },
    });
    translators.set(locale, i18n.t);
  }
  return translators;
}

/** The sitemap's entries: every page in every locale, each with the page in every locale. */
function sitemapEntries(manifest: LoadedBrand["manifest"]): SitemapEntry[] {
  const alternatesOf = (path: string) =>
    manifest.locales.length < 2
      ? []
      : [
          ...manifest.locales.map((locale) => ({
            hreflang: locale,
            path: localePath(manifest, locale, path),
          })),
          { hreflang: "x-default", path: localePath(manifest, manifest.defaultLocale, path) },
        ];
  return manifest.locales.flatMap((locale) =>
    manifest.pages.map((page) => ({
      path: localePath(manifest, locale, page.path),
      alternates: alternatesOf(page.path),
    })),
  );
}

/**
 * Prepares a brand's SEO output for a build in `outDir`: copies its share image and icon there as
 * real files (Vite inlines a small icon as a data: URI, which a crawler cannot fetch).
 */
export async function prepareBrandSeo(brand: LoadedBrand, outDir: string): Promise<BrandSeo> {
  const { manifest } = brand;
  const { siteUrl, country } = manifest;
  const translators = await localeTranslators(brand);
  const translator = (locale: string) => {
    const t = translators.get(locale);
    if (!t) throw new Error(`Brand '${brand.id}' has no locale '${locale}'`);
    return t;
  };
  const emit = async (asset: string) => {
    const file = brand.assetFiles.get(asset);
    if (!file) throw new Error(`Brand '${brand.id}': asset ${asset} was not loaded`);
    return emitHashedAsset(outDir, file);
  };
  const iconUrl = await emit(manifest.icon);
  const share = manifest.shareImage;
  const image = share
    ? {
        url: `${siteUrl}${await emit(share.src)}`,
        width: share.width,
        height: share.height,
        alt: manifest.name,
      }
    : null;
  const urls = { logo: `${siteUrl}${iconUrl}`, image: image?.url ?? null };
  const webManifestPath = (locale: string) => localePath(manifest, locale, WEB_APP_MANIFEST);

  return {
    siteHead: ({ locale, path }) => ({
      meta: [
        { name: "theme-color", content: manifest.theme.colors.chrome },
        ...siteSocialMeta({ name: manifest.name, locale: openGraphLocale(locale, country), image }),
        ...(path === "/"
          ? structuredData(manifest, locale, translator(locale), urls).map(jsonLdMeta)
          : []),
      ],
      links: [{ rel: "manifest", href: webManifestPath(locale) }],
    }),
    async writeFiles() {
      const type = imageMediaType(manifest.icon) ?? "application/octet-stream";
      await writeFile(
        path.join(outDir, "sitemap.xml"),
        sitemapXml(siteUrl, sitemapEntries(manifest)),
      );
      await writeFile(path.join(outDir, "robots.txt"), robotsTxt(siteUrl));
      for (const locale of manifest.locales) {
        const description = translator(locale)("page.home.description");
        const appManifest = webAppManifest(manifest, locale, description, { url: iconUrl, type });
        const file = path.join(outDir, webManifestPath(locale));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(appManifest, null, 2)}\n`);
      }
    },
  };
}
