import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { CopyBlock } from "../CopyBlock";
import type { SectionProps } from "../SectionProps";
import type { SplitSectionData } from "./splitSectionSchema";
import "./SplitSection.css";

/** A heading, an optional intro and headed text blocks beside an image (e.g. about the product). */
export function SplitSection({ section, headingLevel }: SectionProps<SplitSectionData>) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const intro = optional(`${section.key}.text`);
  return (
    <section className="section split" id={section.id} data-image-side={section.imageSide}>
      <div className="section__inner split__inner">
        <div className="split__copy">
          <Heading>{t(`${section.key}.heading`)}</Heading>
          {intro && <p className="section__intro">{intro}</p>}
          {section.blocks.map((blockKey) => (
            <CopyBlock key={blockKey} blockKey={blockKey} headingLevel={3} />
          ))}
        </div>
        <ResponsiveImage
          className="split__image"
          src={section.image}
          alt={t(`${section.key}.imageAlt`)}
          sizes="(min-width: 48rem) 45vw, 100vw"
        />
      </div>
    </section>
  );
}
