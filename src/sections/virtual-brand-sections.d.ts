/**
 * One slot per section type the brand's pages use, generated from the registry by
 * scripts/siteBuild/plugins/vitePluginBrand.ts: the loader of its component (`src/sections/<type>/<Type>Section.tsx`,
 * exporting `<Type>Section`, one chunk per type, or per group of types that exactly the same pages
 * use) and, once src/sections/sectionComponents.ts has
 * loaded it, the component. A build leaves out every type its pages do not use, so those
 * components never enter its bundle; the dev server and Vitest have them all.
 */
declare module "virtual:brand-sections" {
  export const sectionSlots: {
    readonly [Type in import("./registry").Section["type"]]?: import("./SectionProps").SectionSlot<Type>;
  };
}
