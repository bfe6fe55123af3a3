import { useTranslation } from "react-i18next";
import type { Footer, Manifest } from "../../brand/manifestSchema";
import { telHref, whatsappHref } from "../../components/contact/telHref";
import { FooterLinks } from "./FooterLinks";
import { MapFacade } from "./MapFacade";
import { useCurrentYear } from "./useCurrentYear";

type CompanyFooterData = Extract<Footer, { variant: "company" }>;

/**
 * Spec §2, engineering footer: company blurb, phone, e-mail, street address, an embedded map
 * (behind a facade: loaded when the visitor opens it), a WhatsApp chat link and
 * `© <current year> <company>`; and the manifest's columns of page links, if any.
 */
export function CompanyFooter({
  footer,
  contact,
}: {
  footer: CompanyFooterData;
  contact: Manifest["contact"];
}) {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about">
          <p className="site-footer__company">{contact.company}</p>
          <p>{t("footer.blurb")}</p>
        </section>
        {footer.links && <FooterLinks groups={footer.links} />}
        <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("footer.contact")}</h2>
          <dl>
            <dt>{t("footer.phone")}</dt>
            <dd>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </dd>
            <dt>{t("footer.email")}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{t("footer.address")}</dt>
            <dd>
              <address>
                {contact.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </dd>
          </dl>
          {contact.whatsapp && (
            <a
              className="site-footer__whatsapp"
              href={whatsappHref(contact.whatsapp)}
              rel="noopener"
            >
              {t("footer.whatsapp")}
            </a>
          )}
        </section>
        {footer.map && <MapFacade embedUrl={footer.map.embedUrl} address={contact.address} />}
      </div>
      <p className="site-footer__copyright">
        {t("footer.copyright", { year, company: contact.company })}
      </p>
    </footer>
  );
}
