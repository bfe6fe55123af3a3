import { useTranslation } from "react-i18next";
import { useCopyList } from "../components/useCopyList";

/** A headed block of paragraphs: `<blockKey>.heading` as an `<h3>`, `<blockKey>.body` below it. */
export function CopyBlock({ blockKey }: { blockKey: string }) {
  const { t } = useTranslation();
  const paragraphs = useCopyList(`${blockKey}.body`);
  return (
    <div className="copy-block">
      <h3>{t(`${blockKey}.heading`)}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
