import { useTranslation } from "react-i18next";
import type { Section } from "../brand/manifestSchema";
import { ResponsiveImage } from "../components/ResponsiveImage";
import type { HeadingLevel } from "./SectionView";
import "./LogosSection.css";

/** A strip of organisation logos, each named by its alt text (spec 2: clients, sponsors). */
export function LogosSection({
  section,
  headingLevel,
}: {
  section: Extract<Section, { type: "logos" }>;
  headingLevel: HeadingLevel;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section logos" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {i18n.exists(`${section.key}.text`) && (
          <p className="section__lead">{t(`${section.key}.text`)}</p>
        )}
        <ul className="logos__list">
          {section.items.map((item) => (
            <li key={item.src} className="logos__item">
              <ResponsiveImage src={item.src} alt={t(item.name)} className="logos__image" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
