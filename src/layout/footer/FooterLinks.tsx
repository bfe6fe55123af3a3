import { useTranslation } from "react-i18next";
import type { Footer } from "../../brand/schemas/footer";
import { AppLink } from "../../components/AppLink";

type FooterLinkGroups = NonNullable<Extract<Footer, { variant: "company" }>["links"]>;

/**
 * The footer's columns of in-site links (pages, services, the privacy policy) that the manifest's
 * `footer.links` lists, one headed list per group, in a navigation landmark of their own.
 */
export function FooterLinks({ groups }: { groups: FooterLinkGroups }) {
  const { t } = useTranslation();
  return (
    <nav className="site-footer__links" aria-label={t("footer.linksLabel")}>
      {groups.map((group) => (
        <section key={group.heading} aria-label={t(group.heading)}>
          <h2>{t(group.heading)}</h2>
          <ul>
            {group.items.map((link) => (
              <li key={link.to}>
                <AppLink href={link.to}>{t(link.label)}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
