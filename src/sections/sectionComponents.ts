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
 * component, or with another type's, fails the type check.
 */
const imports: { [Type in Section["type"]]: () => Promise<void> } = {
  hero: () =>
    import("./hero/HeroSection").then((module) => {
      loaded.hero = module.HeroSection;
    }),
  prose: () =>
    import("./prose/ProseSection").then((module) => {
      loaded.prose = module.ProseSection;
    }),
  cards: () =>
    import("./cards/CardsSection").then((module) => {
      loaded.cards = module.CardsSection;
    }),
  enquiry: () =>
    import("./enquiry/EnquirySection").then((module) => {
      loaded.enquiry = module.EnquirySection;
    }),
  slides: () =>
    import("./slides/SlidesSection").then((module) => {
      loaded.slides = module.SlidesSection;
    }),
  feature: () =>
    import("./feature/FeatureSection").then((module) => {
      loaded.feature = module.FeatureSection;
    }),
  logos: () =>
    import("./logos/LogosSection").then((module) => {
      loaded.logos = module.LogosSection;
    }),
  counters: () =>
    import("./counters/CountersSection").then((module) => {
      loaded.counters = module.CountersSection;
    }),
  carousel: () =>
    import("./carousel/CarouselSection").then((module) => {
      loaded.carousel = module.CarouselSection;
    }),
  gallery: () =>
    import("./gallery/GallerySection").then((module) => {
      loaded.gallery = module.GallerySection;
    }),
  cta: () =>
    import("./cta/CtaSection").then((module) => {
      loaded.cta = module.CtaSection;
    }),
  offices: () =>
    import("./offices/OfficesSection").then((module) => {
      loaded.offices = module.OfficesSection;
    }),
  productHero: () =>
    import("./productHero/ProductHeroSection").then((module) => {
      loaded.productHero = module.ProductHeroSection;
    }),
  split: () =>
    import("./split/SplitSection").then((module) => {
      loaded.split = module.SplitSection;
    }),
  highlights: () =>
    import("./highlights/HighlightsSection").then((module) => {
      loaded.highlights = module.HighlightsSection;
    }),
  steps: () =>
    import("./steps/StepsSection").then((module) => {
      loaded.steps = module.StepsSection;
    }),
  packs: () =>
    import("./packs/PacksSection").then((module) => {
      loaded.packs = module.PacksSection;
    }),
  quote: () =>
    import("./quote/QuoteSection").then((module) => {
      loaded.quote = module.QuoteSection;
    }),
  faq: () =>
    import("./faq/FaqSection").then((module) => {
      loaded.faq = module.FaqSection;
    }),
};

/**
 * Loads the component of section type `type` (a route's loader calls it for each type its page
 * uses, before the page renders). A failed import is not remembered: the next call tries again.
 * @throws Error when the component's chunk fails to load
 */
export async function loadSectionComponent<Type extends Section["type"]>(
  type: Type,
): Promise<void> {
  if (!loaded[type]) await imports[type]();
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
