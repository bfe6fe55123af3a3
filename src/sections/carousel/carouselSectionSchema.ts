import { z } from "zod";
import {
  assetPathSchema,
  autoplaySchema,
  copyKeySchema,
  perViewBreakpointSchema,
} from "../../brand/schemaAtoms.ts";

/**
 * A looping, auto-playing carousel of images with previous/next buttons and no dots (spec §2,
 * certificates; spec §9: interval, animation and items per view by viewport width).
 */
export const carouselSectionSchema = z.strictObject({
  type: z.literal("carousel"),
  id: z.string().optional(),
  key: copyKeySchema.meta({
    description:
      "Copy key prefix: `<key>.heading`; `<key>.imageAlt` describes each image (`{{n}}` = number).",
  }),
  autoplay: autoplaySchema,
  perView: z
    .array(perViewBreakpointSchema)
    .min(1)
    .refine((list) => list[0]?.minWidth === 0, "the first breakpoint must have minWidth 0")
    .refine(
      (list) =>
        list.every(
          (entry, index) => index === 0 || entry.minWidth > (list[index - 1]?.minWidth ?? 0),
        ),
      "breakpoints must be in increasing minWidth order",
    )
    .meta({ description: "Items per view by viewport width; the first entry must start at 0 px." }),
  images: z
    .array(
      z.union([
        assetPathSchema,
        z.strictObject({
          src: assetPathSchema,
          caption: copyKeySchema.meta({
            description: "Copy key prefix of the caption's `title` and `issuer`.",
          }),
        }),
      ]),
    )
    .min(2)
    .meta({
      description:
        "The images, in order: an asset path, or an image with a caption shown under it as text (a " +
        "document's title and issuer: `<caption>.title`, `<caption>.issuer`).",
    }),
});

/** A `carousel` section of a page, as the manifest gives it. */
export type CarouselSectionData = z.infer<typeof carouselSectionSchema>;
