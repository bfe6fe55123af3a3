import { useTranslation } from "react-i18next";
import { useCopyList } from "../../components/useCopyList";
import type { HeadingLevel } from "../HeadingLevel";
import type { ProseSectionData } from "./proseSectionSchema";

function ProseBlock({ blockKey }: { blockKey: string }) {
  const { t } = useTranslation();
  const paragraphs = useCopyList(`${blockKey}.body`);
  const items = useCopyList(`${blockKey}.items`);
  return (
    <section className="prose__block">
      <h2>{t(`${blockKey}.heading`)}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Headed blocks of running text, e.g. the privacy policy's sections (spec 2, Privacy policy). */
export function ProseSection({
  section,
  headingLevel,
}: {
  section: ProseSectionData;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section prose" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {section.blocks.map((blockKey) => (
          <ProseBlock key={blockKey} blockKey={blockKey} />
        ))}
      </div>
    </section>
  );
}
