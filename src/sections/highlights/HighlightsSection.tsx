import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { HighlightsSectionData } from "./highlightsSectionSchema";
import "./HighlightsSection.css";

/** A headed grid of points (benefits, ingredients), each with an optional decorative icon. */
export function HighlightsSection({ section, headingLevel }: SectionProps<HighlightsSectionData>) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  return (
    <SectionFrame className="highlights" section={section} headingLevel={headingLevel}>
      <ul className="highlights__grid grid-list">
        {section.items.map((item) => {
          const detail = optional(`${item.key}.detail`);
          return (
            <li key={item.key} className="highlight">
              {item.icon && (
                <ResponsiveImage className="highlight__icon" src={item.icon} alt="" sizes="3rem" />
              )}
              <h3>{t(`${item.key}.heading`)}</h3>
              {detail && <p className="highlight__detail">{detail}</p>}
              <p>{t(`${item.key}.text`)}</p>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
