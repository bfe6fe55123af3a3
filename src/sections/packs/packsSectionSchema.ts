import { z } from "zod";
import { copyKeySchema, externalHrefSchema } from "../../brand/schemaAtoms.ts";
import { isSearchUrl } from "./isSearchUrl.ts";

/**
 * The packs of a product with their prices, each with a Buy button that opens the order form with
 * that pack chosen, and the other ways to buy: the buy links (shops, chat) and the phone number
 * from `contact`. The order form is an `enquiry` section of its own on the same page;
 * `orderFormId` names it (the manifest check refuses an id no enquiry section has, and a pack
 * `choice` that form does not offer).
 */
export const packsSectionSchema = z.strictObject({
  type: z.literal("packs"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`, `<key>.howToBuy.heading`, `<key>.call` (`{{phone}}` is the " +
      "contact phone); `<key>.text` (an intro), `<key>.note` and `<key>.howToBuy.text` when present. The Buy buttons read the " +
      'shared `packs.buy` ("Buy now"), with the pack\'s heading for screen readers.',
  }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as 'INR'")
    .meta({ description: "ISO 4217 currency of every price, e.g. `INR`." }),
  packs: z
    .array(
      z.strictObject({
        key: copyKeySchema.meta({
          description:
            "Copy key prefix of the pack: `<key>.heading`, `<key>.text` (what is in it); " +
            '`<key>.badge` (e.g. "Best value") when present.',
        }),
        price: z.number().positive().meta({
          description: "Price a buyer pays, in the currency's major unit (rupees), taxes included.",
        }),
        listPrice: z.number().positive().optional().meta({
          description:
            "Printed list price (MRP) when it is above `price`; shown struck through with the saving.",
        }),
        featured: z
          .boolean()
          .default(false)
          .meta({ description: "Shown larger, as the pack most buyers choose." }),
        choice: z
          .string()
          .min(1)
          .optional()
          .meta({
            description:
              "The order form's Services choice for this pack, e.g. `30-day pack`: with `orderFormId` " +
              "the pack gets a Buy button opening that form with this choice selected.",
          }),
      }),
    )
    .min(1),
  buyLinks: z
    .array(
      z.strictObject({
        label: copyKeySchema,
        href: externalHrefSchema.refine(
          (href) => !isSearchUrl(href),
          "expected the product's own page, not a search-results address",
        ),
      }),
    )
    .default([])
    .meta({
      description:
        "Other places to buy, in order of preference (a chat, a marketplace); each opens on a click " +
        "only. A marketplace link must be the product's own page there (`https://www.amazon.in/dp/…`), " +
        "never search results (`/s?k=…`, `/search/…`), where a buyer may pick a look-alike.",
    }),
  orderFormId: z
    .string()
    .regex(/^[A-Za-z][\w-]*$/, "expected an element id such as 'order'")
    .optional()
    .meta({
      description:
        "Element id of the order form (an `enquiry` section) on the same page, when there is one.",
    }),
});

/** A `packs` section of a page, as the manifest gives it. */
export type PacksSectionData = z.infer<typeof packsSectionSchema>;
