import { useTranslation } from "react-i18next";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { StepsSectionData } from "./stepsSectionSchema";
import "./StepsSection.css";

/** A headed, numbered list of steps (how to use), with an optional intro and closing note. */
export function StepsSection({ section, headingLevel }: SectionProps<StepsSectionData>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="steps" section={section} headingLevel={headingLevel}>
      <ol className="steps__list grid-list">
        {section.steps.map((stepKey) => (
          <li key={stepKey} className="step">
            <h3>{t(`${stepKey}.heading`)}</h3>
            <p>{t(`${stepKey}.text`)}</p>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
