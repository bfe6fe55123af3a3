import { AppLink } from "./AppLink";

/** The link's part of a copy string: `<link>` words `</link>`. */
const LINK = /^(.*?)<link>(.*?)<\/link>(.*)$/s;

/**
 * One copy string with an in-site link inside it: the words between `<link>` and `</link>` link
 * to `href` (`"Our <link>Privacy Policy</link> explains…"`), so a translation keeps the sentence
 * whole and puts the link where its grammar wants it. A string without the markers is shown as
 * it is, unlinked.
 * @param href an in-site address, as `AppLink` takes it
 */
export function TextWithLink({ text, href }: { text: string; href: string }) {
  const parts = LINK.exec(text);
  if (!parts) return text;
  const [, before = "", words = "", after = ""] = parts;
  return (
    <>
      {before}
      <AppLink href={href}>{words}</AppLink>
      {after}
    </>
  );
}
