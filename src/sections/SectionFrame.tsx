import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Tone } from "../brand/schemaAtoms";
import { useOptionalCopy } from "../components/useOptionalCopy";
import type { HeadingLevel } from "./HeadingLevel";

/**
 * The frame of a headed section: `<copyKey>.heading`, then `<copyKey>.text` as an intro and,
 * after the content, `<copyKey>.note` as a closing note, each only when the locale has it.
 * @param tone the manifest's background tone, set as `data-tone` (none: the page colour)
 */
export function SectionFrame({
  className,
  id,
  tone,
  copyKey,
  headingLevel,
  children,
}: {
  className: string;
  id: string | undefined;
  tone?: Tone;
  copyKey: string;
  headingLevel: HeadingLevel;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const intro = optional(`${copyKey}.text`);
  const note = optional(`${copyKey}.note`);
  return (
    <section className={`section ${className}`} id={id} data-tone={tone}>
      <div className="section__inner">
        <Heading>{t(`${copyKey}.heading`)}</Heading>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
        {note && <p className="section__note">{note}</p>}
      </div>
    </section>
  );
}
