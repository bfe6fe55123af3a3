import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Manifest } from "../../brand/manifestSchema";
import type { Footer } from "../../brand/schemas/footer";
import { AppLink } from "../../components/AppLink";
import { EmailLink } from "../../components/contact/EmailLink";
import { PhoneLink } from "../../components/contact/PhoneLink";
import { PostalAddress } from "../../components/contact/PostalAddress";
import { SubscribeForm } from "../../features/subscribe/SubscribeForm";
import { UnsubscribeForm } from "../../features/subscribe/UnsubscribeForm";
import { FooterShell } from "./FooterShell";
import { SocialIcon } from "./SocialIcon";

type SubscribeFooterData = Extract<Footer, { variant: "subscribe" }>;

/**
 * Spec §2, health-care footer: the subscribe block (the form, its notice and the way to
 * unsubscribe), social links, a contact list (`id="contact"`,
 * ending with the FSSAI licence number when the manifest gives one) and the copyright line with a
 * link to the privacy policy, followed by the manifest's `footer.links` (shipping, terms).
 */
export function SubscribeFooter({
  footer,
  contact,
}: {
  footer: SubscribeFooterData;
  contact: Manifest["contact"];
}) {
  const { t } = useTranslation();
  const links = (
    <>
      {" "}
      <AppLink href={footer.privacyLink.to}>{t(footer.privacyLink.label)}</AppLink>
      {footer.links.map((link) => (
        <Fragment key={link.to}>
          <span aria-hidden="true"> · </span>
          <AppLink href={link.to}>{t(link.label)}</AppLink>
        </Fragment>
      ))}
    </>
  );
  return (
    <FooterShell company={contact.company} afterCopyright={links}>
      <section className="site-footer__subscribe" aria-labelledby="footer-subscribe">
        <h2 id="footer-subscribe">{t("subscribe.heading")}</h2>
        <p>{t("subscribe.text")}</p>
        <SubscribeForm privacyPolicy={footer.privacyLink.to} />
        <UnsubscribeForm />
      </section>
      <section className="site-footer__social" aria-labelledby="footer-follow">
        <h2 id="footer-follow">{t("footer.follow")}</h2>
        <ul>
          {footer.socials.map((social) => (
            <li key={social.network}>
              <a
                className="social-link"
                href={social.href}
                rel="noopener"
                data-network={social.network}
              >
                <SocialIcon network={social.network} />
                {t(`footer.social.${social.network}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section id="contact" className="site-footer__contact" aria-labelledby="footer-contact">
        <h2 id="footer-contact">{t("footer.contact")}</h2>
        <ul>
          <li>
            <PhoneLink phone={contact.phone} />
          </li>
          <li>
            <EmailLink email={contact.email} />
          </li>
          <li>
            <PostalAddress lines={contact.address} />
          </li>
          {contact.fssaiLicence && <li>{t("footer.fssai", { number: contact.fssaiLicence })}</li>}
        </ul>
      </section>
    </FooterShell>
  );
}
