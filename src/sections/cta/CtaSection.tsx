import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/AppLink";
import type { SectionProps } from "../SectionProps";
import type { CtaSectionData } from "./ctaSectionSchema";
import "./CtaSection.css";

/** A call-to-action band: heading, a line of text and a button (spec §2, service pages). */
export function CtaSection({ section, headingLevel }: SectionProps<CtaSectionData>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section cta" id={section.id}>
      <div className="section__inner cta__inner">
        <div>
          <Heading>{t(`${section.key}.heading`)}</Heading>
          <p className="cta__text">{t(`${section.key}.text`)}</p>
        </div>
        <AppLink href={section.link.to} className="button cta__button">
          {t(section.link.label)}
        </AppLink>
      </div>
    </section>
  );
}
