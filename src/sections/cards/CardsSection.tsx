import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/AppLink";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { CardsSectionData } from "./cardsSectionSchema";
import "./CardsSection.css";

/**
 * A headed grid of cards, each with a heading, text, an optional link and an optional photo
 * (decorative: the heading says what it shows). Each card's `<card>.text` is required; the
 * section's intro (`<key>.text`) and note (`<key>.note`) show when the locale has them.
 */
export function CardsSection({ section, headingLevel }: SectionProps<CardsSectionData>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="cards" section={section} headingLevel={headingLevel}>
      <ul className="cards__grid grid-list">
        {section.items.map((item) => (
          <li key={item.key} className="card" data-image={Boolean(item.image)}>
            {item.image && (
              <ResponsiveImage
                src={item.image}
                alt=""
                sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
                className="card__image"
              />
            )}
            <h3>{t(`${item.key}.heading`)}</h3>
            <p>{t(`${item.key}.text`)}</p>
            {item.link && (
              <AppLink href={item.link.to} className="card__link">
                {t(item.link.label)}
                {/* "View More" alone does not say of what (WCAG 2.4.4). */}
                <span className="visually-hidden">: {t(`${item.key}.heading`)}</span>
              </AppLink>
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
