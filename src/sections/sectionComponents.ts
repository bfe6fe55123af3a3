import type { ComponentType } from "react";
import { CardsSection } from "./cards/CardsSection";
import { CarouselSection } from "./carousel/CarouselSection";
import { CountersSection } from "./counters/CountersSection";
import { CtaSection } from "./cta/CtaSection";
import { EnquirySection } from "./enquiry/EnquirySection";
import { FaqSection } from "./faq/FaqSection";
import { FeatureSection } from "./feature/FeatureSection";
import { GallerySection } from "./gallery/GallerySection";
import { HeroSection } from "./hero/HeroSection";
import { HighlightsSection } from "./highlights/HighlightsSection";
import { LogosSection } from "./logos/LogosSection";
import { OfficesSection } from "./offices/OfficesSection";
import { PacksSection } from "./packs/PacksSection";
import { ProductHeroSection } from "./productHero/ProductHeroSection";
import { ProseSection } from "./prose/ProseSection";
import { QuoteSection } from "./quote/QuoteSection";
import type { Section, SectionOfType } from "./registry";
import type { SectionProps } from "./SectionProps";
import { SlidesSection } from "./slides/SlidesSection";
import { SplitSection } from "./split/SplitSection";
import { StepsSection } from "./steps/StepsSection";

/**
 * The component that renders each section type (the view side of src/sections/registry.ts, kept
 * apart so the build's Node side never loads React or stylesheets). Typed by the registry's
 * types, so a type without its component, or with another type's, fails the type check.
 */
export const sectionComponents: {
  [Type in Section["type"]]: ComponentType<SectionProps<SectionOfType<Type>>>;
} = {
  hero: HeroSection,
  prose: ProseSection,
  cards: CardsSection,
  enquiry: EnquirySection,
  slides: SlidesSection,
  feature: FeatureSection,
  logos: LogosSection,
  counters: CountersSection,
  carousel: CarouselSection,
  gallery: GallerySection,
  cta: CtaSection,
  offices: OfficesSection,
  productHero: ProductHeroSection,
  split: SplitSection,
  highlights: HighlightsSection,
  steps: StepsSection,
  packs: PacksSection,
  quote: QuoteSection,
  faq: FaqSection,
};
