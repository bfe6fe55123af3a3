import { useTranslation } from "react-i18next";
import { useCopyList } from "../components/useCopyList";

/**
 * A headed block of copy inside a section: `<blockKey>.heading`, the paragraphs of
 * `<blockKey>.body` and, when the locale has it, the bulleted list `<blockKey>.items`.
 * @param headingLevel 2 under a page's `<h1>` (prose), 3 under a section's `<h2>` (split)
 */
export function CopyBlock({ blockKey, headingLevel }: { blockKey: string; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const paragraphs = useCopyList(`${blockKey}.body`);
  const items = useCopyList(`${blockKey}.items`);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="copy-block">
      <Heading>{t(`${blockKey}.heading`)}</Heading>
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
