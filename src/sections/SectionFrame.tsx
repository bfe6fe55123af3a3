import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Tone } from "../brand/schemaAtoms";
import { useOptionalCopy } from "../components/useOptionalCopy";
import type { HeadingLevel } from "./HeadingLevel";
import "./sectionLayout.css";

/**
 * The frame of a headed section: `<key>.heading`, then `<key>.text` as an intro and, after the
 * content, `<key>.note` as a closing note, each only when the locale has it.
 * @param section the manifest's section: its `key`, fragment `id` and background `tone` (set as
 *   `data-tone`; none: the page colour)
 */
export function SectionFrame({
  className,
  section: { id, key, tone },
  headingLevel,
  children,
}: {
  className: string;
  section: { id?: string; key: string; tone?: Tone };
  headingLevel: HeadingLevel;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const intro = optional(`${key}.text`);
  const note = optional(`${key}.note`);
  return (
    <section className={`section ${className}`} id={id} data-tone={tone}>
      <div className="section__inner">
        <Heading>{t(`${key}.heading`)}</Heading>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
        {note && <p className="section__note">{note}</p>}
      </div>
    </section>
  );
}
