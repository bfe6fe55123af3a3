/**
 * Every section type's stylesheet, and the component stylesheets the sections share, bundled into
 * the app's one stylesheet, which every page links before its first paint. Section components are
 * loaded per route (a page loads only its own section types), and their stylesheets would otherwise follow them into one file per
 * section type: a page with five section types then waited on six render-blocking requests, which
 * cost /about 0.6-0.9 s of LCP in Lighthouse's simulated slow 4G. The components keep their own
 * imports, so each still declares what it needs; a module imported here is bundled here only.
 */
// A call of its own, so the layout the section types share comes first and each type's rules,
// which follow, win over it (one call's files are bundled in path order).
import.meta.glob("./sectionLayout.css", { eager: true });
import.meta.glob(
  [
    "./*/*.css",
    "../components/ResponsiveImage.css",
    "../components/slider/*.css",
    "../features/enquiry/*.css",
  ],
  { eager: true },
);

import "keen-slider/keen-slider.min.css";
