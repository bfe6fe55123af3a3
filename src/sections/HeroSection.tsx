import { useTranslation } from "react-i18next";
import type { Section } from "../brand/manifestSchema";
import { AppLink } from "../components/AppLink";
import type { HeadingLevel } from "./SectionView";

/** A page banner: the page's `<h1>`, a line of text and an optional call to action. */
export function HeroSection({
  section,
  headingLevel,
}: {
  section: Extract<Section, { type: "hero" }>;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section hero" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        <p className="hero__text">{t(`${section.key}.text`)}</p>
        {section.cta && (
          <AppLink href={section.cta.to} className="button">
            {t(section.cta.label)}
          </AppLink>
        )}
      </div>
    </section>
  );
}
