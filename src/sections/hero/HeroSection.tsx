import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/AppLink";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import type { SectionProps } from "../SectionProps";
import type { HeroSectionData } from "./heroSectionSchema";
import "./HeroSection.css";

/**
 * A page banner: the page's `<h1>`, a line of text, an optional call to action and an optional
 * background photo (decorative; loaded at once, as it is above the fold).
 */
export function HeroSection({ section, headingLevel }: SectionProps<HeroSectionData>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section hero" id={section.id} data-image={Boolean(section.image)}>
      {section.image && (
        <ResponsiveImage src={section.image} alt="" sizes="100vw" eager className="hero__image" />
      )}
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
