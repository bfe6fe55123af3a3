import type { Manifest } from "../../brand/manifestSchema";
import type { PerViewBreakpoint } from "../../brand/schemaAtoms";

/**
 * Slides visible at a viewport width, from breakpoints sorted by `minWidth` (spec §9: certificate
 * carousel, 1 below 480 px, 2 from 480, 3 from 768, 4 from 1024).
 * @param width viewport width in px
 */
export function perViewAt(width: number, breakpoints: readonly PerViewBreakpoint[]): number {
  let perView = 1;
  for (const breakpoint of breakpoints)
    if (width >= breakpoint.minWidth) perView = breakpoint.perView;
  return perView;
}

/** The same breakpoints as keen-slider options: media query → `slides.perView`. */
export function keenBreakpoints(
  breakpoints: readonly PerViewBreakpoint[],
): Record<string, { slides: { perView: number } }> {
  return Object.fromEntries(
    breakpoints
      .filter((breakpoint) => breakpoint.minWidth > 0)
      .map((breakpoint) => [
        `(min-width: ${breakpoint.minWidth}px)`,
        { slides: { perView: breakpoint.perView } },
      ]),
  );
}

/**
 * CSS that sets `--per-view` on `selector` per breakpoint, so slides get their width before the
 * slider's script runs and the prerendered first paint already matches.
 */
export function perViewCss(selector: string, breakpoints: readonly PerViewBreakpoint[]): string {
  return breakpoints
    .map((breakpoint) => {
      const rule = `${selector}{--per-view:${breakpoint.perView}}`;
      return breakpoint.minWidth > 0
        ? `@media (min-width:${breakpoint.minWidth}px){${rule}}`
        : rule;
    })
    .join("");
}

/**
 * The `--per-view` CSS of every carousel in the manifest for the brand's stylesheet
 * (`virtual:brand-theme.css`), keyed by `.carousel__track[data-per-view="<section key>"]`: more
 * specific than the track's own default of 1, which comes later in the cascade. It is built with
 * the brand rather than written as an inline `<style>`, which the site's CSP refuses.
 */
export function perViewStylesheet(manifest: Manifest): string {
  return manifest.pages
    .flatMap((page) => page.sections)
    .map((section) =>
      section.type === "carousel"
        ? perViewCss(`.carousel__track[data-per-view="${section.key}"]`, section.perView)
        : "",
    )
    .filter(Boolean)
    .join("\n");
}
