import type { Footer } from "./schemas/footer";

/** The copy keys one footer variant's components use by name, each a key or a dotted prefix. */
export interface FooterVariantCopy {
  /**
   * Every key the variant's components use (`subscribe` stands for `subscribe.label` and the
   * rest). A build bundles only its manifest's footer variant (`virtual:brand-footer`), so
   * src/brand/splitBrand.ts leaves the other variants' keys out of its shared copy, and shares
   * its own variant's keys with every route even where a section type uses them too. A key
   * listed under the wrong variant goes missing from the footer that renders it, which
   * tests/unit/brand/splitBrand.test.tsx reports.
   */
  copy: readonly string[];
  /**
   * Among them, what no first load shows: the forms' answers once a send is under way and the
   * mail they send. The split keeps them out of the chrome's copy, in a copy chunk per locale
   * (`virtual:brand-send-copy/<locale>`) that the forms load at their first touch. What shows at
   * once (the labels, the validation message, the button while sending, the error that answers a
   * send the chunk could not help) stays in the chrome's copy.
   */
  sendCopy: readonly string[];
  /**
   * Among them, the copy of the page the variant's mail links open (the subscription page): a
   * chunk per locale (`virtual:brand-subscription-copy/<locale>`) that the page's route loads with
   * the page.
   */
  pageCopy: readonly string[];
}

/** Each footer variant's copy keys (`FooterVariantCopy`). */
export const FOOTER_VARIANT_COPY: { readonly [Variant in Footer["variant"]]: FooterVariantCopy } = {
  company: {
    copy: [
      "footer.blurb",
      "footer.whatsapp",
      "footer.mapTitle",
      "footer.openMap",
      "footer.mapNote",
      "footer.linksLabel",
    ],
    sendCopy: [],
    pageCopy: [],
  },
  subscribe: {
    // `notice`: the forms' notice, which the enquiry section renders too (its copy prefix).
    copy: ["subscribe", "unsubscribe", "notice", "footer.follow", "footer.social", "footer.fssai"],
    sendCopy: [
      "subscribe.subscribed",
      "subscribe.queued",
      "subscribe.wait",
      "subscribe.limited",
      "subscribe.mail",
      "unsubscribe.done",
      "unsubscribe.wait",
      "unsubscribe.mail",
    ],
    pageCopy: ["subscribe.link"],
  },
};
