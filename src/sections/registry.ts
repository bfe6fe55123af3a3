import { z } from "zod";
import type { RequiredCopyKey } from "../brand/RequiredCopyKey";
import { cardsSection } from "./cards";
import { carouselSection } from "./carousel";
import { countersSection } from "./counters";
import { ctaSection } from "./cta";
import { enquirySection } from "./enquiry";
import { faqSection } from "./faq";
import { featureSection } from "./feature";
import { gallerySection } from "./gallery";
import { heroSection } from "./hero";
import { highlightsSection } from "./highlights";
import { logosSection } from "./logos";
import { officesSection } from "./offices";
import { packsSection } from "./packs";
import { productHeroSection } from "./productHero";
import { proseSection } from "./prose";
import { quoteSection } from "./quote";
import { slidesSection } from "./slides";
import { splitSection } from "./split";
import { stepsSection } from "./steps";

/**
 * Every section type a manifest may use, by its `type`: the one list the manifest schema's section
 * union and the required copy keys are built from. A new type is a folder `src/sections/<type>/`
 * and one line here (plus its view in sectionComponents.ts, which the type checker asks for).
 * Order matters only for error messages, which list the types in this order.
 */
const sectionDefinitions = {
  hero: heroSection,
  prose: proseSection,
  cards: cardsSection,
  enquiry: enquirySection,
  slides: slidesSection,
  feature: featureSection,
  logos: logosSection,
  counters: countersSection,
  carousel: carouselSection,
  gallery: gallerySection,
  cta: ctaSection,
  offices: officesSection,
  productHero: productHeroSection,
  split: splitSection,
  highlights: highlightsSection,
  steps: stepsSection,
  packs: packsSection,
  quote: quoteSection,
  faq: faqSection,
};

const [firstSchema, ...otherSchemas] = Object.values(sectionDefinitions).map(
  (definition) => definition.schema,
);
if (!firstSchema) throw new Error("src/sections/registry.ts lists no section type");

/** One building block of a page; `type` chooses the component that renders it. */
export const sectionSchema = z.discriminatedUnion("type", [firstSchema, ...otherSchemas]);

/** A page section as the manifest gives it, inferred from the section types' schemas. */
export type Section = z.infer<typeof sectionSchema>;

/** The section of type `Type`. */
export type SectionOfType<Type extends Section["type"]> = Extract<Section, { type: Type }>;

/**
 * The registry re-read under a type that ties each `type` to its own section, so a look-up by a
 * section's `type` is typed for that section; a definition filed under the wrong type fails here.
 */
const byType: {
  [Type in Section["type"]]: {
    copyKeys: (section: SectionOfType<Type>, field: string) => RequiredCopyKey[];
  };
} = sectionDefinitions;

/**
 * The copy keys `section` makes the site render (see `SectionDefinition.copyKeys`).
 * @param field dotted path of the section in the manifest, e.g. `pages.2.sections.0`
 */
export function sectionCopyKeys<Type extends Section["type"]>(
  section: SectionOfType<Type>,
  field: string,
): RequiredCopyKey[] {
  return byType[section.type].copyKeys(section, field);
}
