import { useTranslation } from "react-i18next";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { QuoteSectionData } from "./quoteSectionSchema";
import "./QuoteSection.css";

/** A headed quotation with its source (`<figure>`, `<blockquote>`, `<figcaption>`). */
export function QuoteSection({ section, headingLevel }: SectionProps<QuoteSectionData>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="quote" section={section} headingLevel={headingLevel}>
      <figure className="quote__figure">
        <blockquote className="quote__text">
          <p>{t(`${section.key}.quotation`)}</p>
        </blockquote>
        <figcaption className="quote__cite">{t(`${section.key}.source`)}</figcaption>
      </figure>
    </SectionFrame>
  );
}
