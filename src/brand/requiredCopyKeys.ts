import type { Manifest, Section } from "./manifestSchema";

/** A copy key the site will render, and the manifest field that asked for it. */
export interface RequiredCopyKey {
  /** Dotted path of the manifest field, e.g. `pages.2.sections.0.key`. */
  field: string;
  key: string;
}

/** Copy keys the enquiry form renders (shared defaults in src/locales; a brand may override them). */
export const ENQUIRY_FORM_COPY_KEYS = [
  "form.label.name",
  "form.label.email",
  "form.label.mobile",
  "form.label.service",
  "form.label.message",
  "form.placeholder.service",
  "form.submit",
  "form.warning.fill",
  "form.warning.email",
  "form.warning.digits",
  "form.warning.length",
  "form.toast.sent",
  "form.toast.notSent",
  "form.toast.error",
] as const;

function sectionKeys(section: Section, field: string): RequiredCopyKey[] {
  const own = [{ field: `${field}.key`, key: `${section.key}.heading` }];
  const link = (label: string, at: string) => [{ field: at, key: label }];
  switch (section.type) {
    case "slides":
      return [
        { field: `${field}.key`, key: `${section.key}.label` },
        ...section.slides.flatMap((slide, index) => [
          { field: `${field}.slides.${index}.key`, key: `${slide.key}.heading` },
          { field: `${field}.slides.${index}.key`, key: `${slide.key}.text` },
          ...link(slide.cta.label, `${field}.slides.${index}.cta.label`),
        ]),
      ];
    case "feature":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.body` },
        ...(section.image ? [{ field: `${field}.image`, key: `${section.key}.imageAlt` }] : []),
        ...(section.video ? [{ field: `${field}.video`, key: `${section.key}.videoLabel` }] : []),
        ...(section.link ? link(section.link.label, `${field}.link.label`) : []),
      ];
    case "logos":
      return [
        ...own,
        ...section.items.map((item, index) => ({
          field: `${field}.items.${index}.name`,
          key: item.name,
        })),
      ];
    case "counters":
      return [
        ...own,
        ...section.items.map((item, index) => ({
          field: `${field}.items.${index}.label`,
          key: item.label,
        })),
      ];
    case "carousel":
      return [...own, { field: `${field}.key`, key: `${section.key}.imageAlt` }];
    case "gallery":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.imageAlt` },
        ...section.images.flatMap((image, index) =>
          image.alt ? [{ field: `${field}.images.${index}.alt`, key: image.alt }] : [],
        ),
        ...(section.categories ?? []).map((category, index) => ({
          field: `${field}.categories.${index}.label`,
          key: category.label,
        })),
      ];
    case "cta":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.text` },
        ...link(section.link.label, `${field}.link.label`),
      ];
    case "offices":
      return own;
    case "hero":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.text` },
        ...(section.cta ? [{ field: `${field}.cta.label`, key: section.cta.label }] : []),
      ];
    case "prose":
      return [
        ...own,
        ...section.blocks.map((block, index) => ({
          field: `${field}.blocks.${index}`,
          key: `${block}.heading`,
        })),
      ];
    case "cards":
      return [
        ...own,
        ...section.items.flatMap((item, index) => [
          { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
          ...(item.link
            ? [{ field: `${field}.items.${index}.link.label`, key: item.link.label }]
            : []),
        ]),
      ];
    case "productHero":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.claim` },
        { field: `${field}.key`, key: `${section.key}.imageAlt` },
        ...section.ctas.map((cta, index) => ({
          field: `${field}.ctas.${index}.label`,
          key: cta.label,
        })),
      ];
    case "split":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.imageAlt` },
        ...section.blocks.map((block, index) => ({
          field: `${field}.blocks.${index}`,
          key: `${block}.heading`,
        })),
      ];
    case "highlights":
      return [
        ...own,
        ...section.items.flatMap((item, index) => [
          { field: `${field}.items.${index}.key`, key: `${item.key}.heading` },
          { field: `${field}.items.${index}.key`, key: `${item.key}.text` },
        ]),
      ];
    case "steps":
      return [
        ...own,
        ...section.steps.flatMap((step, index) => [
          { field: `${field}.steps.${index}`, key: `${step}.heading` },
          { field: `${field}.steps.${index}`, key: `${step}.text` },
        ]),
      ];
    case "packs":
      return [
        ...own,
        { field: `${field}.key`, key: `${section.key}.howToBuy.heading` },
        { field: `${field}.key`, key: `${section.key}.call` },
        ...(section.orderFormId
          ? [{ field: `${field}.orderFormId`, key: `${section.key}.orderForm` }]
          : []),
        ...section.packs.flatMap((pack, index) => [
          { field: `${field}.packs.${index}.key`, key: `${pack.key}.heading` },
          { field: `${field}.packs.${index}.key`, key: `${pack.key}.text` },
        ]),
        ...section.buyLinks.map((link, index) => ({
          field: `${field}.buyLinks.${index}.label`,
          key: link.label,
        })),
      ];
    case "enquiry":
      return [...own, ...ENQUIRY_FORM_COPY_KEYS.map((key) => ({ field: `${field}.type`, key }))];
  }
}

/**
 * Every copy key the manifest makes the site render, so a build can refuse a brand whose locale
 * files lack one instead of shipping a raw key. Keys that components render only when present
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
      ? [{ field: "footer.variant", key: "footer.blurb" }]
      : [
          { field: "footer.variant", key: "subscribe.heading" },
          { field: "footer.variant", key: "subscribe.text" },
          { field: "footer.variant", key: "subscribe.placeholder" },
          { field: "footer.variant", key: "subscribe.button" },
          { field: "footer.privacyLink.label", key: footer.privacyLink.label },
        ];
  const pageKeys = manifest.pages.flatMap((page, pageIndex) => [
    { field: `pages.${pageIndex}.key`, key: `${page.key}.title` },
    { field: `pages.${pageIndex}.key`, key: `${page.key}.description` },
    ...page.sections.flatMap((section, index) =>
      sectionKeys(section, `pages.${pageIndex}.sections.${index}`),
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
  return [...headerKeys, ...footerKeys, ...pageKeys, ...productKeys, ...officeKeys];
}
