import { useTranslation } from "react-i18next";
import { CopyBlock } from "../CopyBlock";
import type { SectionProps } from "../SectionProps";
import "./ProseSection.css";
import type { ProseSectionData } from "./proseSectionSchema";

/** Headed blocks of running text, e.g. the privacy policy's sections (spec 2, Privacy policy). */
export function ProseSection({ section, headingLevel }: SectionProps<ProseSectionData>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section prose" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {section.blocks.map((blockKey) => (
          <CopyBlock key={blockKey} blockKey={blockKey} headingLevel={2} />
        ))}
      </div>
    </section>
  );
}
