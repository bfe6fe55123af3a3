import { z } from "zod";
import type { RequiredCopyKey } from "../brand/RequiredCopyKey";
import { cardsSection } from "./cards/index.ts";
import { carouselSection } from "./carousel/index.ts";
import { countersSection } from "./counters/index.ts";
import { ctaSection } from "./cta/index.ts";
import { enquirySection } from "./enquiry/index.ts";
import { faqSection } from "./faq/index.ts";
import { featureSection } from "./feature/index.ts";
import { gallerySection } from "./gallery/index.ts";
import { heroSection } from "./hero/index.ts";
import { highlightsSection } from "./highlights/index.ts";
import { logosSection } from "./logos/index.ts";
import { officesSection } from "./offices/index.ts";
import { packsSection } from "./packs/index.ts";
import { packChoiceIssues, type SectionIssue } from "./packs/packChoiceIssues.ts";
import { productHeroSection } from "./productHero/index.ts";
import { proseSection } from "./prose/index.ts";
import { quoteSection } from "./quote/index.ts";
import { slidesSection } from "./slides/index.ts";
import { splitSection } from "./split/index.ts";
import { stepsSection } from "./steps/index.ts";

/**
 * Every section type a manifest may use, by its `type`: the one list the manifest schema's section
 * union, the required copy keys and each build's section components (`virtual:brand-sections`,
 * by scripts/siteBuild/plugins/vitePluginBrand.ts) come from. A new type is a folder `src/sections/<type>/`
 * and one entry here. Order matters only for error messages, which list the types in this order.
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

/**
 * The copy key prefixes a section type's component uses by name (`SectionDefinition.copyPrefixes`),
 * empty for most types.
 */
export function sectionCopyPrefixes(type: Section["type"]): readonly string[] {
  const definition: { copyPrefixes?: readonly string[] } = sectionDefinitions[type];
  return definition.copyPrefixes ?? [];
}

/** The send copy of a section type (`SectionDefinition.sendCopy`), empty for most types. */
export function sectionSendCopy(type: Section["type"]): readonly string[] {
  const definition: { sendCopy?: readonly string[] } = sectionDefinitions[type];
  return definition.sendCopy ?? [];
}

/** Every copy key prefix some section type's component uses by name. */
export const ALL_SECTION_COPY_PREFIXES: readonly string[] = Object.values(
  sectionDefinitions,
).flatMap((definition: { copyPrefixes?: readonly string[] }) => definition.copyPrefixes ?? []);

/**
 * What is wrong between a page's sections, the rules no one section's schema can check: a
 * `packs` section's Buy buttons must open an `enquiry` section of the same page that offers their
 * packs. Pure; the manifest schema reports each issue on its field.
 * @param sections one page's sections; each issue's `path` is relative to them
 */
export function pageSectionIssues(sections: readonly Section[]): SectionIssue[] {
  return packChoiceIssues(
    sections.flatMap((section, index) => (section.type === "packs" ? [{ index, section }] : [])),
    sections.flatMap((section) => (section.type === "enquiry" ? [section] : [])),
  );
}
