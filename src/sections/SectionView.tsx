import type { Section } from "../brand/manifestSchema";
import { CardsSection } from "./CardsSection";
import { HeroSection } from "./HeroSection";
import { HighlightsSection } from "./HighlightsSection";
import { PacksSection } from "./PacksSection";
import { ProductHeroSection } from "./ProductHeroSection";
import { ProseSection } from "./ProseSection";
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
  }
}
