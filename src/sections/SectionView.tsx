import type { Section } from "../brand/manifestSchema";
import { CardsSection } from "./CardsSection";
import { EnquirySection } from "./EnquirySection";
import { HeroSection } from "./HeroSection";
import { ProseSection } from "./ProseSection";

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
    case "enquiry":
      return <EnquirySection section={section} headingLevel={headingLevel} />;
  }
}
