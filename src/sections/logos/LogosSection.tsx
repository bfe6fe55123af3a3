import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import type { SectionProps } from "../SectionProps";
import type { LogosSectionData } from "./logosSectionSchema";
import "./LogosSection.css";

/** A strip of organisation logos, each named by its alt text (spec 2: clients, sponsors). */
export function LogosSection({ section, headingLevel }: SectionProps<LogosSectionData>) {
  const { t } = useTranslation();
  const lead = useOptionalCopy()(`${section.key}.text`);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section logos" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {lead && <p className="section__intro">{lead}</p>}
        <ul className="logos__list grid-list">
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
