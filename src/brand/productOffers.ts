import type { Manifest } from "./manifestSchema";

/** One pack on sale, as structured data publishes it (a schema.org Offer). */
export interface ProductOffer {
  /** Copy key of the pack's name, e.g. `pack.single.heading`. */
  name: string;
  /** Price a buyer pays, in major units of `currency` (rupees), e.g. 899. */
  price: number;
  /** ISO 4217 currency code, e.g. `INR`. */
  currency: string;
}

/**
 * Every pack of the manifest's `packs` sections, in page order: the prices live in those
 * sections only, so the page and the structured data cannot disagree.
 */
export function productOffers(manifest: Manifest): ProductOffer[] {
  return manifest.pages.flatMap((page) =>
    page.sections.flatMap((section) =>
      section.type === "packs"
        ? section.packs.map((pack) => ({
            name: `${pack.key}.heading`,
            price: pack.price,
            currency: section.currency,
          }))
        : [],
    ),
  );
}
