import { useTranslation } from "react-i18next";
import type { SectionProps } from "../SectionProps";
import type { QuoteSectionData } from "./quoteSectionSchema";
import "./QuoteSection.css";

/** A headed quotation with its source (`<figure>`, `<blockquote>`, `<figcaption>`). */
export function QuoteSection({ section, headingLevel }: SectionProps<QuoteSectionData>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section quote" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        <figure className="quote__figure">
          <blockquote className="quote__text">
            <p>{t(`${section.key}.text`)}</p>
          </blockquote>
          <figcaption className="quote__cite">{t(`${section.key}.cite`)}</figcaption>
        </figure>
      </div>
    </section>
  );
}
