import type { EnquirySectionData } from "../enquiry/enquirySectionSchema.ts";
import type { PacksSectionData } from "./packsSectionSchema.ts";

/** A problem with a page's sections: where (relative to the page's `sections`) and what. */
export interface SectionIssue {
  path: Array<string | number>;
  message: string;
}

/**
 * The Buy buttons of a page's `packs` sections must open a form that exists and offers their
 * packs: `orderFormId` must name an `enquiry` section of the same page, and every pack's `choice`
 * must be one of that form's Services choices (a Buy button would otherwise open the form with
 * nothing chosen). Pure; the manifest schema reports each issue on its field.
 * @param packs one page's `packs` sections, each with its index among the page's sections
 * @param forms the same page's `enquiry` sections
 */
export function packChoiceIssues(
  packs: ReadonlyArray<{ index: number; section: PacksSectionData }>,
  forms: readonly EnquirySectionData[],
): SectionIssue[] {
  return packs.flatMap(({ index, section }) => {
    if (section.orderFormId === undefined) return [];
    const formId = section.orderFormId;
    const form = forms.find((other) => other.id === formId);
    if (form === undefined) {
      return [
        {
          path: [index, "orderFormId"],
          message: `no enquiry section on this page has the id '${formId}'`,
        },
      ];
    }
    return section.packs.flatMap((pack, packIndex) =>
      pack.choice === undefined || form.services.includes(pack.choice)
        ? []
        : [
            {
              path: [index, "packs", packIndex, "choice"],
              message: `'${pack.choice}' is not one of the order form's choices (${form.services.join(", ")})`,
            },
          ],
    );
  });
}
