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

/**
 * The keys (each a key or a dotted prefix) of a footer variant's copy that no first load shows:
 * its forms' answers once a send is under way and the mail they send. src/brand/splitBrand.ts
 * keeps them out of the chrome's copy, in a copy chunk per locale
 * (`virtual:brand-send-copy/<locale>`) that the forms load at their first touch. What shows at
 * once (the labels, the validation message, the button while sending, the error that answers a
 * send the chunk could not help) stays in the chrome's copy.
 */
export const FOOTER_VARIANT_SEND_COPY: {
  readonly [Variant in Footer["variant"]]: readonly string[];
} = {
  company: [],
  subscribe: [
    "subscribe.subscribed",
    "subscribe.queued",
    "subscribe.wait",
    "subscribe.limited",
    "subscribe.mail",
    "unsubscribe.done",
    "unsubscribe.wait",
    "unsubscribe.mail",
  ],
};

/**
 * The keys (each a key or a dotted prefix) of the copy of the page a footer variant's mail links
 * open (the subscription page). src/brand/splitBrand.ts keeps them out of the chrome's copy, in a
 * chunk per locale (`virtual:brand-subscription-copy/<locale>`) that the page's route loads with
 * the page.
 */
export const FOOTER_VARIANT_PAGE_COPY: {
  readonly [Variant in Footer["variant"]]: readonly string[];
} = {
  company: [],
  subscribe: ["subscribe.link"],
};
