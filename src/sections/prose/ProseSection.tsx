import { CopyBlock } from "../CopyBlock";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import "./ProseSection.css";
import type { ProseSectionData } from "./proseSectionSchema";

/** Headed blocks of running text, e.g. the privacy policy's sections (spec §2, Privacy policy). */
export function ProseSection({ section, headingLevel }: SectionProps<ProseSectionData>) {
  return (
    <SectionFrame className="prose" section={section} headingLevel={headingLevel}>
      {section.blocks.map((blockKey) => (
        <CopyBlock key={blockKey} blockKey={blockKey} headingLevel={2} />
      ))}
    </SectionFrame>
  );
}
