import type { Section } from "../brand/manifestSchema";
import { CardsSection } from "./CardsSection";
import { CarouselSection } from "./CarouselSection";
import { CountersSection } from "./CountersSection";
import { CtaSection } from "./CtaSection";
import { EnquirySection } from "./EnquirySection";
import { FeatureSection } from "./FeatureSection";
import { GallerySection } from "./GallerySection";
import { HeroSection } from "./HeroSection";
import { HighlightsSection } from "./HighlightsSection";
import { LogosSection } from "./LogosSection";
import { OfficesSection } from "./OfficesSection";
import { PacksSection } from "./PacksSection";
import { ProductHeroSection } from "./ProductHeroSection";
import { ProseSection } from "./ProseSection";
import { SlidesSection } from "./SlidesSection";
import { SplitSection } from "./SplitSection";
import { StepsSection } from "./StepsSection";

/** Heading level of a section's title: the first section on a page carries the page's `<h1>`. */
export type HeadingLevel = 1 | 2;

/** Renders one manifest section with the component its `type` names. */
export function SectionView({
  section,
  headingLevel,
}: {
  section: Section;
  headingLevel: HeadingLevel;
}) {
  switch (section.type) {
    case "hero":
      return <HeroSection section={section} headingLevel={headingLevel} />;
    case "prose":
      return <ProseSection section={section} headingLevel={headingLevel} />;
    case "cards":
      return <CardsSection section={section} headingLevel={headingLevel} />;
    case "productHero":
      return <ProductHeroSection section={section} headingLevel={headingLevel} />;
    case "split":
      return <SplitSection section={section} headingLevel={headingLevel} />;
    case "highlights":
      return <HighlightsSection section={section} headingLevel={headingLevel} />;
    case "steps":
      return <StepsSection section={section} headingLevel={headingLevel} />;
    case "packs":
      return <PacksSection section={section} headingLevel={headingLevel} />;
    case "enquiry":
      return <EnquirySection section={section} headingLevel={headingLevel} />;
    case "slides":
      return <SlidesSection section={section} headingLevel={headingLevel} />;
    case "feature":
      return <FeatureSection section={section} headingLevel={headingLevel} />;
    case "logos":
      return <LogosSection section={section} headingLevel={headingLevel} />;
    case "counters":
      return <CountersSection section={section} headingLevel={headingLevel} />;
    case "carousel":
      return <CarouselSection section={section} headingLevel={headingLevel} />;
    case "gallery":
      return <GallerySection section={section} headingLevel={headingLevel} />;
    case "cta":
      return <CtaSection section={section} headingLevel={headingLevel} />;
    case "offices":
      return <OfficesSection section={section} headingLevel={headingLevel} />;
  }
}
