import { useTranslation } from "react-i18next";
import type { Section } from "../brand/manifestSchema";
import { useOptionalCopy } from "../components/useOptionalCopy";
import type { HeadingLevel } from "./SectionView";
import "./StepsSection.css";

/** A headed, numbered list of steps (how to use), with an optional intro and closing note. */
export function StepsSection({
  section,
  headingLevel,
}: {
  section: Extract<Section, { type: "steps" }>;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const intro = optional(`${section.key}.text`);
  const note = optional(`${section.key}.note`);
  return (
    <section className="section steps" id={section.id} data-tone={section.tone}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {intro && <p className="section__intro">{intro}</p>}
        <ol className="steps__list">
          {section.steps.map((stepKey) => (
            <li key={stepKey} className="step">
              <h3>{t(`${stepKey}.heading`)}</h3>
              <p>{t(`${stepKey}.text`)}</p>
            </li>
          ))}
        </ol>
        {note && <p className="section__note">{note}</p>}
      </div>
    </section>
  );
}
