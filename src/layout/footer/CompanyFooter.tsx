import { useTranslation } from "react-i18next";
import type { Manifest } from "../../brand/manifestSchema";
import type { Footer } from "../../brand/schemas/footer";
import { ContactDetails } from "../../components/contact/ContactDetails";
import { whatsappHref } from "../../components/contact/telHref";
import { FooterLinks } from "./FooterLinks";
import { FooterShell } from "./FooterShell";
import { MapFacade } from "./MapFacade";

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
  return (
    <FooterShell company={contact.company}>
      <section className="site-footer__about">
        <p className="site-footer__company">{contact.company}</p>
        <p>{t("footer.blurb")}</p>
      </section>
      {footer.links && <FooterLinks groups={footer.links} />}
      <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
        <h2 id="footer-contact">{t("footer.contact")}</h2>
        <ContactDetails
          phone={contact.phone}
          email={contact.email}
          labels={{ phone: t("footer.phone"), email: t("footer.email") }}
          address={{ label: t("footer.address"), lines: contact.address }}
        />
        {contact.whatsapp && (
          <a className="site-footer__whatsapp" href={whatsappHref(contact.whatsapp)} rel="noopener">
            {t("footer.whatsapp")}
          </a>
        )}
      </section>
      {footer.map && <MapFacade embedUrl={footer.map.embedUrl} address={contact.address} />}
    </FooterShell>
  );
}
