import { z } from "zod";
import { sectionSchema } from "../../sections/registry.ts";
import { copyKeySchema } from "../schemaAtoms.ts";

/** A route path a page is served at: `/` or lower-case segments (`/service/sugar-mills`). */
export const routePathSchema = z
  .string()
  .regex(
    /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/,
    "expected a route path such as '/' or '/service/sugar-mills'",
  );

/** A page of the site, served (and prerendered) at `path`. */
export const pageSchema = z
  .strictObject({
    path: routePathSchema.meta({ description: "Route path, unique in the brand." }),
    key: copyKeySchema.meta({
      description: "Copy key prefix for the document head: `<key>.title` and `<key>.description`.",
    }),
    sections: z.array(sectionSchema).meta({ description: "What the page shows, top to bottom." }),
    sideBySide: z
      .array(z.tuple([z.string(), z.string()]))
      .optional()
      .meta({
        description:
          "Pairs of section ids shown side by side on wide screens (64rem and up; stacked below), e.g. " +
          '`[["enquiry", "offices"]]` puts the contact form beside the offices. The second section must ' +
          "directly follow the first.",
      }),
  })
  .superRefine((page, ctx) => {
    page.sideBySide?.forEach(([first, second], index) => {
      const at = page.sections.findIndex((section) => section.id === first);
      if (at < 0 || page.sections[at + 1]?.id !== second)
        ctx.addIssue({
          code: "custom",
          path: ["sideBySide", index],
          message: `expected the id of a section followed directly by section '${second}'`,
        });
    });
  });

/** A page of the manifest. */
export type Page = z.infer<typeof pageSchema>;
