import { Link } from "@tanstack/react-router";
import { useLocaleLinks } from "./useLocaleLinks";

/**
 * The header's language switch: one list item per other locale of the site, linking to the same
 * page in it under that language's own name, marked with its language (`lang`, `hreflang`) so
 * it is read and announced in it, keeping the address's query and fragment (`useLocaleLinks`). A
 * plain router link: it preloads the other language's chunks on intent like any other, and never
 * moves a visitor by itself.
 */
export function LanguageSwitch() {
  return useLocaleLinks().map((link) => (
    <li key={link.locale} className="site-header__language">
      <Link
        to={link.href}
        search={link.search}
        hash={link.hash}
        lang={link.locale}
        hrefLang={link.locale}
      >
        {link.name}
      </Link>
    </li>
  ));
}
