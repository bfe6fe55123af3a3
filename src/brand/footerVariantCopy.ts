import type { Footer } from "./schemas/footer";

/**
 * The copy keys only one footer variant's components use by name, each a key or a dotted prefix
 * (`subscribe` stands for `subscribe.label` and the rest). A build bundles only its manifest's
 * footer variant (`virtual:brand-footer`), so src/brand/splitBrand.ts leaves the other variants'
 * keys out of its shared copy, and shares its own variant's keys with every route even where a
 * section type uses them too. A key listed under the wrong variant goes missing from the footer
 * that renders it, which tests/unit/brand/splitBrand.test.tsx reports.
 */
export const FOOTER_VARIANT_COPY: { readonly [Variant in Footer["variant"]]: readonly string[] } = {
  company: [
    "footer.blurb",
    "footer.whatsapp",
    "footer.mapTitle",
    "footer.openMap",
    "footer.mapNote",
    "footer.linksLabel",
  ],
  // `notice`: the forms' notice, which the enquiry section renders too (its copy prefix).
  subscribe: [
    "subscribe",
    "unsubscribe",
    "notice",
    "footer.follow",
    "footer.social",
    "footer.fssai",
  ],
};
