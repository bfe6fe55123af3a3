import { useTranslation } from "react-i18next";
import type { Section } from "../brand/manifestSchema";
import { AppLink } from "../components/AppLink";
import type { HeadingLevel } from "./SectionView";

/** A headed grid of cards, each with a heading, text and an optional link. */
export function CardsSection({
  section,
  headingLevel,
}: {
  section: Extract<Section, { type: "cards" }>;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section cards" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        <ul className="cards__grid">
          {section.items.map((item) => (
            <li key={item.key} className="card">
              <h3>{t(`${item.key}.heading`)}</h3>
              <p>{t(`${item.key}.text`)}</p>
              {item.link && (
                <AppLink href={item.link.to} className="card__link">
                  {t(item.link.label)}
                </AppLink>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
