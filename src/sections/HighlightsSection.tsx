import { useTranslation } from "react-i18next";
import { useBrand } from "../brand/BrandContext";
import type { Section } from "../brand/manifestSchema";
import { useOptionalCopy } from "../components/useOptionalCopy";
import type { HeadingLevel } from "./SectionView";

/** A headed grid of points (benefits, ingredients), each with an optional decorative icon. */
export function HighlightsSection({
  section,
  headingLevel,
}: {
  section: Extract<Section, { type: "highlights" }>;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const { assetUrl } = useBrand();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const intro = optional(`${section.key}.text`);
  const note = optional(`${section.key}.note`);
  return (
    <section className="section highlights" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {intro && <p className="section__intro">{intro}</p>}
        <ul className="highlights__grid">
          {section.items.map((item) => {
            const detail = optional(`${item.key}.detail`);
            return (
              <li key={item.key} className="highlight">
                {item.icon && (
                  <img
                    className="highlight__icon"
                    src={assetUrl(item.icon.src)}
                    width={item.icon.width}
                    height={item.icon.height}
                    alt=""
                    loading="lazy"
                  />
                )}
                <h3>{t(`${item.key}.heading`)}</h3>
                {detail && <p className="highlight__detail">{detail}</p>}
                <p>{t(`${item.key}.text`)}</p>
              </li>
            );
          })}
        </ul>
        {note && <p className="section__note">{note}</p>}
      </div>
    </section>
  );
}
