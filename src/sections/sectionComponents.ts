import type { ComponentType } from "react";
import type { Section, SectionOfType } from "./registry";
import type { SectionProps } from "./SectionProps";

/** The component of section type `Type`. */
type SectionComponent<Type extends Section["type"]> = ComponentType<
  SectionProps<SectionOfType<Type>>
>;

/** The components loaded so far, so a route renders synchronously once its loader has run. */
const loaded: { [Type in Section["type"]]?: SectionComponent<Type> } = {};

/**
 * How to import each section type's component into `loaded`, one chunk per type so a route loads
 * only the types its page uses (the view side of src/sections/registry.ts, kept apart so the build's Node
 * side never loads React or stylesheets). Typed by the registry's types, so a type without its
 * component, or with another type's, fails the type check. `__SECTION_TYPES__` is fixed at build
 * time (scripts/build/vitePluginBrand.ts): in a build, the import of a type the brand's pages do not
 * use is dead code, so its component never enters the bundle, nor what only it imports.
 */
const imports: { [Type in Section["type"]]: (() => Promise<void>) | undefined } = {
  hero: __SECTION_TYPES__.hero
    ? () =>
        import("./hero/HeroSection").then((module) => {
          loaded.hero = module.HeroSection;
        })
    : undefined,
  prose: __SECTION_TYPES__.prose
    ? () =>
        import("./prose/ProseSection").then((module) => {
          loaded.prose = module.ProseSection;
        })
    : undefined,
  cards: __SECTION_TYPES__.cards
    ? () =>
        import("./cards/CardsSection").then((module) => {
          loaded.cards = module.CardsSection;
        })
    : undefined,
  enquiry: __SECTION_TYPES__.enquiry
    ? () =>
        import("./enquiry/EnquirySection").then((module) => {
          loaded.enquiry = module.EnquirySection;
        })
    : undefined,
  slides: __SECTION_TYPES__.slides
    ? () =>
        import("./slides/SlidesSection").then((module) => {
          loaded.slides = module.SlidesSection;
        })
    : undefined,
  feature: __SECTION_TYPES__.feature
    ? () =>
        import("./feature/FeatureSection").then((module) => {
          loaded.feature = module.FeatureSection;
        })
    : undefined,
  logos: __SECTION_TYPES__.logos
    ? () =>
        import("./logos/LogosSection").then((module) => {
          loaded.logos = module.LogosSection;
        })
    : undefined,
  counters: __SECTION_TYPES__.counters
    ? () =>
        import("./counters/CountersSection").then((module) => {
          loaded.counters = module.CountersSection;
        })
    : undefined,
  carousel: __SECTION_TYPES__.carousel
    ? () =>
        import("./carousel/CarouselSection").then((module) => {
          loaded.carousel = module.CarouselSection;
        })
    : undefined,
  gallery: __SECTION_TYPES__.gallery
    ? () =>
        import("./gallery/GallerySection").then((module) => {
          loaded.gallery = module.GallerySection;
        })
    : undefined,
  cta: __SECTION_TYPES__.cta
    ? () =>
        import("./cta/CtaSection").then((module) => {
          loaded.cta = module.CtaSection;
        })
    : undefined,
  offices: __SECTION_TYPES__.offices
    ? () =>
        import("./offices/OfficesSection").then((module) => {
          loaded.offices = module.OfficesSection;
        })
    : undefined,
  productHero: __SECTION_TYPES__.productHero
    ? () =>
        import("./productHero/ProductHeroSection").then((module) => {
          loaded.productHero = module.ProductHeroSection;
        })
    : undefined,
  split: __SECTION_TYPES__.split
    ? () =>
        import("./split/SplitSection").then((module) => {
          loaded.split = module.SplitSection;
        })
    : undefined,
  highlights: __SECTION_TYPES__.highlights
    ? () =>
        import("./highlights/HighlightsSection").then((module) => {
          loaded.highlights = module.HighlightsSection;
        })
    : undefined,
  steps: __SECTION_TYPES__.steps
    ? () =>
        import("./steps/StepsSection").then((module) => {
          loaded.steps = module.StepsSection;
        })
    : undefined,
  packs: __SECTION_TYPES__.packs
    ? () =>
        import("./packs/PacksSection").then((module) => {
          loaded.packs = module.PacksSection;
        })
    : undefined,
  quote: __SECTION_TYPES__.quote
    ? () =>
        import("./quote/QuoteSection").then((module) => {
          loaded.quote = module.QuoteSection;
        })
    : undefined,
  faq: __SECTION_TYPES__.faq
    ? () =>
        import("./faq/FaqSection").then((module) => {
          loaded.faq = module.FaqSection;
        })
    : undefined,
};

/**
 * Loads the component of section type `type` (a route's loader calls it for each type its page
 * uses, before the page renders). A failed import is not remembered: the next call tries again.
 * @throws Error when the component's chunk fails to load, or the brand's pages use no section of
 *   that type (the build left its component out)
 */
export async function loadSectionComponent<Type extends Section["type"]>(
  type: Type,
): Promise<void> {
  if (loaded[type]) return;
  const load = imports[type];
  if (!load)
    throw new Error(
      `The brand's pages have no '${type}' section: the build left its component out`,
    );
  await load();
}

/**
 * The component of section type `type`, loaded before by `loadSectionComponent`.
 * @throws Error when it has not been loaded (a route rendered without its loader)
 */
export function sectionComponent<Type extends Section["type"]>(type: Type): SectionComponent<Type> {
  const component: SectionComponent<Type> | undefined = loaded[type];
  if (!component)
    throw new Error(`The '${type}' section's component was rendered before it loaded`);
  return component;
}
