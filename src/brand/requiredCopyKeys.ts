import { sectionCopyKeys } from "../sections/registry.ts";
import { brandForms } from "./brandForms.ts";
import type { Manifest } from "./manifestSchema";
import { NOTICE_KEYS, noticeCopyKeys } from "./noticeCopy.ts";
import type { RequiredCopyKey } from "./RequiredCopyKey";

/**
 * Every copy key the manifest makes the site render, so a build can refuse a brand whose locale
 * files lack one instead of shipping a raw key (its forms' notices among them). Keys that components render only when present
 * (optional paragraphs, lists) are not listed.
 */
export function requiredCopyKeys(manifest: Manifest): RequiredCopyKey[] {
  const header = manifest.header;
  const headerKeys: RequiredCopyKey[] = [
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
  const footer = manifest.footer;
  const footerKeys: RequiredCopyKey[] =
    footer.variant === "company"
      ? [
          { field: "footer.variant", key: "footer.blurb" },
          ...(footer.links ?? []).flatMap((group, index) => [
            { field: `footer.links.${index}.heading`, key: group.heading },
            ...group.items.map((link, item) => ({
              field: `footer.links.${index}.items.${item}.label`,
              key: link.label,
            })),
          ]),
        ]
      : [
          { field: "footer.variant", key: "subscribe.heading" },
          { field: "footer.variant", key: "subscribe.text" },
          { field: "footer.variant", key: "subscribe.placeholder" },
          { field: "footer.variant", key: "subscribe.button" },
          { field: "footer.privacyLink.label", key: footer.privacyLink.label },
          ...footer.links.map((link, index) => ({
            field: `footer.links.${index}.label`,
            key: link.label,
          })),
          ...(manifest.contact.fssaiLicence
            ? [{ field: "contact.fssaiLicence", key: "footer.fssai" }]
            : []),
        ];
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
  return [...headerKeys, ...footerKeys, ...pageKeys, ...productKeys, ...officeKeys, ...noticeKeys];
}
