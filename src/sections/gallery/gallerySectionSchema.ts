import { z } from "zod";
import { assetPathSchema, copyKeySchema } from "../../brand/schemaAtoms.ts";

/** A category of a filtered gallery (spec §3, Project image category). */
const galleryCategorySchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, "expected a lower-case id such as 'fabrication'")
    .meta({ description: "Id used by the images' `category`, e.g. `oil-and-gas-sector`." }),
  label: copyKeySchema.meta({ description: "Copy key of the filter button's label." }),
});

/**
 * A grid of photos that open in a lightbox, optionally with filter buttons (spec §2, Gallery and
 * Projects; spec §4, Projects filter and Image zoom). Each image is a project image (spec §3).
 */
export const gallerySectionSchema = z
  .strictObject({
    type: z.literal("gallery"),
    id: z.string().optional(),
    key: copyKeySchema.meta({
      description:
        "Copy key prefix: `<key>.heading`, optional `<key>.text`, `<key>.imageAlt` (the photos' " +
        "default description; `{{n}}` is the photo's number, `{{category}}` its category's label).",
    }),
    categories: z.array(galleryCategorySchema).optional().meta({
      description: "Filter categories; when given, filter buttons (all + one per category) show.",
    }),
    images: z
      .array(
        z.strictObject({
          id: z
            .string()
            .regex(/^[a-z0-9-]+$/, "expected a lower-case id such as 'plant-1'")
            .meta({ description: "Unique id of the image in the gallery." }),
          src: assetPathSchema,
          category: z.string().optional().meta({ description: "One of `categories`' ids." }),
          alt: copyKeySchema.optional().meta({
            description:
              "Copy key describing this photo; default `<key>.imageAlt` (`{{n}}`, `{{category}}`).",
          }),
          caption: z
            .strictObject({
              key: copyKeySchema.meta({
                description: "Copy key prefix of the caption's `project` and `place`.",
              }),
              year: z
                .number()
                .int()
                .min(1900)
                .max(2100)
                .meta({ description: "Year the project was finished, e.g. 2019." }),
            })
            .optional()
            .meta({
              description:
                "The photo's caption, shown under it and in the lightbox: the project " +
                "(`<key>.project`), where (`<key>.place`) and the year it was done.",
            }),
        }),
      )
      .min(1),
  })
  .superRefine((gallery, ctx) => {
    const ids = new Set(gallery.categories?.map((category) => category.id));
    const seen = new Set<string>();
    gallery.images.forEach((image, index) => {
      if (seen.has(image.id))
        ctx.addIssue({
          code: "custom",
          path: ["images", index, "id"],
          message: `duplicate id '${image.id}'`,
        });
      seen.add(image.id);
      if (gallery.categories && (!image.category || !ids.has(image.category)))
        ctx.addIssue({
          code: "custom",
          path: ["images", index, "category"],
          message: `must be one of ${[...ids].join(", ")}`,
        });
    });
  });

/** A `gallery` section of a page, as the manifest gives it. */
export type GallerySectionData = z.infer<typeof gallerySectionSchema>;
