import { bareFamily, pageFaceFamily } from "../brand/pageFaceFamily";
import { withTimeout } from "../lib/lazyModule/withTimeout";
import type { NavigationTarget } from "../router/createAppRouter";

/** The id of the `<link>` to a prerendered page's stylesheet of its own faces (scripts/siteBuild/prerender/prerender.ts). */
export const PAGE_FONTS_ID = "page-fonts";

/**
 * How long the site-wide faces may take to load before the page's own are dropped anyway, in ms:
 * a navigation waits no longer than this for fonts, and text then shows in the stack's next face
 * until they arrive (`font-display: swap`).
 */
export const SITE_FACES_TIMEOUT_MS = 3000;

/**
 * Drops the prerendered page's own faces (each cut to that page's copy, named by
 * `pageFaceFamily`; scripts/siteBuild/fonts/pageFontFaces.ts), so another page's words are drawn by the
 * site-wide faces: a cut lacks the conjuncts of words its page never shows, and shaping would
 * draw those wrongly without any error. When the next page is in the same locale it first loads
 * the site-wide faces the page's stand in for (at most `SITE_FACES_TIMEOUT_MS`), so no text
 * flashes in another font; the cut's glyphs are the site-wide face's, so nothing moves. Does
 * nothing on a page without its own faces (the dev server, or once dropped).
 * @param sameLocale whether the next page is in the locale of the page's faces
 */
export async function releasePageFonts(sameLocale: boolean): Promise<void> {
  const link = document.getElementById(PAGE_FONTS_ID);
  if (!link) return;
  if (sameLocale) {
    const faces = [...document.fonts];
    const families = new Set(faces.map((face) => bareFamily(face.family)));
    const siteFaces = faces.filter((face) => families.has(pageFaceFamily(bareFamily(face.family))));
    // A face that fails or hangs is the stack's next face's to cover, as on any page.
    await withTimeout(
      Promise.allSettled(siteFaces.map((face) => face.load())),
      SITE_FACES_TIMEOUT_MS,
      "loading the site's fonts",
    ).catch(() => undefined);
  }
  link.remove();
}

/**
 * The router's `beforeNavigate` for a prerendered page: drops the page's own faces
 * (`releasePageFonts`) before the app shows any other address.
 * @param page the prerendered page's path and locale
 */
export const releasePageFontsOnLeave =
  (page: NavigationTarget) =>
  async (to: NavigationTarget): Promise<void> => {
    if (to.pathname !== page.pathname) await releasePageFonts(to.locale === page.locale);
  };
