import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { LogosSectionData } from "./logosSectionSchema";
import "./LogosSection.css";

/**
 * A strip of organisation logos, each with its name as text under it (spec §2: clients, sponsors);
 * the image itself is decorative, so a screen reader hears the name once.
 */
export function LogosSection({ section, headingLevel }: SectionProps<LogosSectionData>) {
  const { t } = useTranslation();
  return (
    <SectionFrame className="logos" section={section} headingLevel={headingLevel}>
      <ul className="logos__list grid-list">
        {section.items.map((item) => (
          <li key={item.src} className="logos__item">
            <ResponsiveImage src={item.src} alt="" className="logos__image" />
            <span className="logos__name">{t(item.name)}</span>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
