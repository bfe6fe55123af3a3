import { z } from "zod";
import { copyKeySchema, externalHrefSchema } from "../../brand/schemaAtoms";

/**
 * The packs of a product with their prices, and how to buy them: the buy links (shops, chat) and
 * the phone number from `contact`. An order form is a section of its own placed after this one;
 * `orderFormId` names it so this section can point to it.
 */
export const packsSectionSchema = z.object({
  type: z.literal("packs"),
  id: z.string().optional(),
  /**
   * Copy key prefix: `<key>.heading`, `<key>.howToBuy.heading`, `<key>.call` (`{{phone}}` is the
   * contact phone); `<key>.text`, `<key>.howToBuy.text` and `<key>.orderForm` (the label of the
   * link to the order form) when present.
   */
  key: copyKeySchema,
  /** ISO 4217 currency of every price, e.g. `INR`. */
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as 'INR'"),
  packs: z
    .array(
      z.object({
        /**
         * Copy key prefix of the pack: `<key>.heading`, `<key>.text` (what is in it);
         * `<key>.badge` (e.g. "Best value") when present.
         */
        key: copyKeySchema,
        /** Price a buyer pays, in the currency's major unit (rupees), taxes included. */
        price: z.number().positive(),
        /** Printed list price (MRP) when it is above `price`; shown struck through with the saving. */
        listPrice: z.number().positive().optional(),
        /** Shown larger, as the pack most buyers choose. */
        featured: z.boolean().default(false),
      }),
    )
    .min(1),
  /** Where to buy, in order of preference; each opens on a click only. */
  buyLinks: z.array(z.object({ label: copyKeySchema, href: externalHrefSchema })).default([]),
  /** Fragment id of the order form section on the same page, when there is one. */
  orderFormId: z
    .string()
    .regex(/^[A-Za-z][\w-]*$/)
    .optional(),
});

/** A `packs` section of a page, as the manifest gives it. */
export type PacksSectionData = z.infer<typeof packsSectionSchema>;
