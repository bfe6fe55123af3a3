import { sectionCopyKeys } from "../sections/registry.ts";
import { brandForms } from "./brandForms.ts";
import type { Manifest } from "./manifestSchema";
import { NOTICE_KEYS, noticeCopyKeys } from "./noticeCopy.ts";
import type { RequiredCopyKey } from "./RequiredCopyKey";
import { LOCALE_NAME_KEY } from "./splitBrand.ts";

/** `field` asks for each of `keys`. */
const askedBy = (field: string, keys: readonly string[]): RequiredCopyKey[] =>
  keys.map((key) => ({ field, key }));

/**
 * The keys every route's chrome renders by name: the skip link and the header's menu
 * (src/layout/), the not-found page, the offline page and the page-load error (src/pages/), and, when the site has
 * more than one locale, the locale's own name, which the other locales' language switches show.
 */
function chromeKeys(manifest: Manifest): RequiredCopyKey[] {
  return [
    ...askedBy("header", [
      "a11y.skipToContent",
      "a11y.openMenu",
      "a11y.closeMenu",
      "a11y.mainNavigation",
    ]),
    ...askedBy("pages", [
      "notFound.title",
      "notFound.description",
      "notFound.heading",
      "notFound.text",
      "notFound.home",
      "offline.title",
      "offline.description",
      "offline.heading",
      "offline.text",
      "offline.savedPages",
      "offline.home",
      "pageLoad.heading",
      "pageLoad.text",
      "pageLoad.retry",
    ]),
    ...(manifest.locales.length > 1 ? askedBy("locales", [LOCALE_NAME_KEY]) : []),
  ];
}

/** The keys the header's entries render: the title, each link's and menu's label. */
function headerKeys({ header }: Manifest): RequiredCopyKey[] {
  return [
    ...(header.variant === "title" ? [{ field: "header.title", key: header.title }] : []),
    ...header.links.flatMap((entry, index) => [
      { field: `header.links.${index}.label`, key: entry.label },
      ...("items" in entry
        ? entry.items.map((item, itemIndex) => ({
            field: `header.links.${index}.items.${itemIndex}.label`,
            key: item.label,
          }))
        : []),
    ]),
  ];
}

/**
 * The keys the footer renders (src/layout/footer/): its variant's own, its links' labels, and
 * those of the contact details it shows (a WhatsApp number, a map, an FSSAI licence).
 */
function footerKeys({ footer, contact }: Manifest): RequiredCopyKey[] {
  const shell = askedBy("footer.variant", ["footer.copyright", "footer.contact"]);
  if (footer.variant === "company") {
    return [
      ...shell,
      ...askedBy("footer.variant", [
        "footer.blurb",
        "footer.phone",
        "footer.email",
        "footer.address",
      ]),
      ...(contact.whatsapp ? askedBy("contact.whatsapp", ["footer.whatsapp"]) : []),
      ...(footer.map
        ? askedBy("footer.map", ["footer.mapTitle", "footer.openMap", "footer.mapNote"])
        : []),
      ...(footer.links ? askedBy("footer.links", ["footer.linksLabel"]) : []),
      ...(footer.links ?? []).flatMap((group, index) => [
        { field: `footer.links.${index}.heading`, key: group.heading },
        ...group.items.map((link, item) => ({
          field: `footer.links.${index}.items.${item}.label`,
          key: link.label,
        })),
      ]),
    ];
  }
  return [
    ...shell,
    // The subscribe block and its form (src/features/subscribe/SubscribeForm.tsx).
    ...askedBy(
      "footer.variant",
      [
        ...["heading", "text", "label", "placeholder", "button", "sending", "honeypot"],
        ...["invalid", "error", "wait", "subscribed", "queued", "limited"],
        // The mails and the page their links open (src/pages/SubscriptionPage.tsx).
        ...["mail.subject", "mail.message", "mail.unsubscribe"],
        ...["link.title", "link.description", "link.heading", "link.working", "link.confirmed"],
        ...["link.withdrawn", "link.invalid", "link.error", "link.retry", "link.home"],
      ].map((part) => `subscribe.${part}`),
    ),
    ...askedBy(
      "footer.variant",
      [
        "open",
        "label",
        "button",
        "sending",
        "done",
        "error",
        "wait",
        "mail.subject",
        "mail.message",
      ].map((part) => `unsubscribe.${part}`),
    ),
    ...(footer.socials.length > 0 ? askedBy("footer.socials", ["footer.follow"]) : []),
    ...footer.socials.map((social, index) => ({
      field: `footer.socials.${index}.network`,
      key: `footer.social.${social.network}`,
    })),
    { field: "footer.privacyLink.label", key: footer.privacyLink.label },
    ...footer.links.map((link, index) => ({
      field: `footer.links.${index}.label`,
      key: link.label,
    })),
    ...(contact.fssaiLicence ? askedBy("contact.fssaiLicence", ["footer.fssai"]) : []),
  ];
}

/**
 * Every copy key the site renders whatever the locale holds: the chrome's, the header's and
 * footer's, each page's head and sections', the product's and the offices', each with the
 * manifest field that asked for it. A build refuses a brand whose locale files lack one in any
 * locale, rather than ship a raw key. Keys that components render only when present (an intro,
 * a note, a badge, a list of paragraphs) are not listed.
 */
export function requiredCopyKeys(manifest: Manifest): RequiredCopyKey[] {
  const pageKeys = manifest.pages.flatMap((page, pageIndex) => [
    { field: `pages.${pageIndex}.key`, key: `${page.key}.title` },
    { field: `pages.${pageIndex}.key`, key: `${page.key}.description` },
    ...page.sections.flatMap((section, index) =>
      sectionCopyKeys(section, `pages.${pageIndex}.sections.${index}`),
    ),
  ]);
  const product = manifest.product;
  const productKeys: RequiredCopyKey[] = product
    ? [{ field: "product.description", key: product.description }]
    : [];
  const officeKeys = (manifest.contact.offices ?? []).map((office, index) => ({
    field: `contact.offices.${index}.label`,
    key: office.label,
  }));
  // Each form's notice (what it collects and why, retention, rights), under every form shown.
  const noticeKeys = brandForms(manifest).flatMap((form) => {
    const fields =
      form === "subscribe"
        ? ["footer.variant"]
        : manifest.pages.flatMap((page, pageIndex) =>
            page.sections.flatMap((section, index) =>
              section.type === "enquiry" ? [`pages.${pageIndex}.sections.${index}.type`] : [],
            ),
          );
    return fields.flatMap((field) =>
      noticeCopyKeys(NOTICE_KEYS[form]).map((key) => ({ field, key })),
    );
  });
  return [
    ...chromeKeys(manifest),
    ...headerKeys(manifest),
    ...footerKeys(manifest),
    ...pageKeys,
    ...productKeys,
    ...officeKeys,
    ...noticeKeys,
  ];
}
