import { useTranslation } from "react-i18next";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { FaqSectionData } from "./faqSectionSchema";
import "./FaqSection.css";

/**
 * Frequently asked questions as native disclosures (`<details>`/`<summary>`): each question is a
 * control that Enter or Space opens and closes, announced as expanded or collapsed, and the
 * answers are in the prerendered page for search engines and for visitors before hydration.
 */
export function FaqSection({ section, headingLevel }: SectionProps<FaqSectionData>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="faq" section={section} headingLevel={headingLevel}>
      <div className="faq__list">
        {section.items.map((item) => (
          <details key={item} className="faq__item">
            <summary className="faq__question">{t(`${item}.question`)}</summary>
            <p className="faq__answer">{t(`${item}.answer`)}</p>
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}
