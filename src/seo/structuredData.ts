import type { TFunction } from "i18next";
import type { Manifest } from "../brand/manifestSchema";
import { productOffers } from "../brand/productOffers";
import { localePath } from "../i18n/localePath";

/** One JSON-LD block (schema.org vocabulary). */
export type JsonLd = Readonly<Record<string, unknown>>;

const postalAddress = (lines: readonly string[]) => ({
  "@type": "PostalAddress",
  streetAddress: lines.join(", "),
});

/** The last segment of a copy key, as a fragment id: `office.assam` → `assam`. */
const keyId = (key: string) => key.slice(key.lastIndexOf(".") + 1);

/**
 * The brand's structured data, from its manifest only: an Organization (the company, its contact
 * details, its social profiles); a LocalBusiness for each office in `contact.offices`; a Product
 * with one Offer per pack of its `packs` sections for a brand with a `product`; a FAQPage with the
 * questions and answers of the home page's `faq` sections; and the home page itself as a WebPage
 * (this data goes on the home page only, in each locale: the texts are `t`'s, and the WebPage
 * and FAQPage say their language with `inLanguage`). Entries refer to the Organization by @id.
 * @param t the copy strings of `locale`
 * @param urls absolute URLs of the logo and the share image, when the build has them
 */
export function structuredData(
  manifest: Manifest,
  locale: string,
  t: TFunction,
  urls: { logo: string | null; image: string | null },
): JsonLd[] {
  const { contact, siteUrl } = manifest;
  const organizationId = `${siteUrl}/#organization`;
  const image = urls.image ? { image: urls.image } : {};
  const footer = manifest.footer;
  const profiles =
    footer.variant === "subscribe"
      ? footer.socials
          .filter((social) => social.network !== "whatsapp")
          .map((social) => social.href)
      : [];
  const organization: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: contact.company,
    url: `${siteUrl}/`,
    email: contact.email,
    telephone: contact.phone,
    address: postalAddress(contact.address),
    ...(urls.logo ? { logo: urls.logo } : {}),
    ...image,
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
  const offices: JsonLd[] = (contact.offices ?? []).map((office) => ({
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#office-${keyId(office.label)}`,
    name: `${contact.company}, ${t(office.label)}`,
    url: `${siteUrl}/`,
    email: office.email,
    telephone: office.phone,
    address: postalAddress(office.address),
    parentOrganization: { "@id": organizationId },
    ...image,
  }));
  const product = manifest.product;
  const products: JsonLd[] = product
    ? [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          "@id": `${siteUrl}/#product`,
          name: product.name,
          description: t(product.description),
          brand: { "@type": "Brand", name: product.name },
          manufacturer: { "@id": organizationId },
          ...image,
          offers: productOffers(manifest).map((offer) => ({
            "@type": "Offer",
            name: t(offer.name),
            price: offer.price,
            priceCurrency: offer.currency,
            url: `${siteUrl}/`,
            seller: { "@id": organizationId },
          })),
        },
      ]
    : [];
  const home = manifest.pages.find((page) => page.path === "/");
  const questions = (home?.sections ?? []).flatMap((section) =>
    section.type === "faq"
      ? section.items.map((item) => ({
          "@type": "Question",
          name: t(`${item}.question`),
          acceptedAnswer: { "@type": "Answer", text: t(`${item}.answer`) },
        }))
      : [],
  );
  const faq: JsonLd[] =
    questions.length > 0
      ? [
          {
            "@context": "https://schema.org",
            "@type": "FAQPage",
            inLanguage: locale,
            mainEntity: questions,
          },
        ]
      : [];
  const homeUrl = `${siteUrl}${localePath(manifest, locale, "/")}`;
  const webPage: JsonLd[] = home
    ? [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          "@id": `${homeUrl}#webpage`,
          url: homeUrl,
          name: t(`${home.key}.title`),
          description: t(`${home.key}.description`),
          inLanguage: locale,
          about: { "@id": organizationId },
        },
      ]
    : [];
  return [organization, ...offices, ...products, ...faq, ...webPage];
}

/**
 * A JSON-LD block as an entry of a route head's `meta`, which `<HeadContent />` renders as a
 * `<script type="application/ld+json">` with `<`, `>` and `&` escaped, so no text can close the
 * tag. The browser never executes it, so the CSP's script-src does not apply. (The router takes
 * this entry type, though React's `<meta>` props, which type `meta`, do not list it.)
 */
export const jsonLdMeta = (block: JsonLd): Record<string, unknown> => ({ "script:ld+json": block });
