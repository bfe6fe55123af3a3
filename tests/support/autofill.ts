import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A field Chromium's autofill filled, as its DevTools protocol reports it. */
export interface FilledField {
  /** The field's `name`. */
  name: string;
  /** What Chromium took the field for, e.g. "Full name", "Phone number"; "" when nothing. */
  autofillType: string;
  /** The value it put there. */
  value: string;
}

/**
 * A saved address as Chromium's autofill keeps it: field type (Chromium's names, e.g. NAME_FULL,
 * EMAIL_ADDRESS, PHONE_HOME_WHOLE_NUMBER, ADDRESS_HOME_COUNTRY) → value.
 */
export type SavedAddress = Readonly<Record<string, string>>;

/**
 * How long to go on offering the saved address before giving up, in ms: on a loaded machine
 * (`stress-ng --cpu 2` beside a run of three files at a time) Chromium had not parsed the form
 * after 10 s. Offers stop at the first fill, so a quiet machine never waits this long.
 */
const OFFER_FOR_MS = 30_000;

/**
 * Fills the form of the field `selector` matches from `address` with Chromium's own autofill, as
 * when a visitor picks a saved address from the field's autofill menu: Chromium classifies the
 * form's fields (by their `autocomplete` attributes, then its heuristics) and fills those it
 * recognises in one action, with the events a real fill fires. Driven through the DevTools
 * protocol's `Autofill.trigger`, the closest a test can get: playwright-core cannot click
 * Chromium's autofill menu, which is browser UI, not page content.
 *
 * Chromium parses a page's forms a moment after they appear; a trigger before that fills nothing
 * (and reports no field), as a visitor would see no autofill menu yet. So the address is offered
 * again, as `expect.poll` retries, until Chromium fills something (for OFFER_FOR_MS at most).
 * @returns the fields Chromium filled, with the type it took each for
 * @throws Error when no field matches `selector`, or Chromium fills nothing in OFFER_FOR_MS
 */
export async function autofill(
  page: Page,
  selector: string,
  address: SavedAddress,
): Promise<FilledField[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("Autofill.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    if (nodeId === 0) throw new Error(`no field matches ${selector}`);
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    const fields = Object.entries(address).map(([name, value]) => ({ name, value }));
    const offer = () => {
      const filled = new Promise<FilledField[]>((resolve) => {
        cdp.once("Autofill.addressFormFilled", (event) =>
          resolve(
            event.filledFields.map(({ name, autofillType, value }) => ({
              name,
              autofillType,
              value,
            })),
          ),
        );
      });
      return cdp
        .send("Autofill.trigger", { fieldId: node.backendNodeId, address: { fields } })
        .then(() => filled);
    };
    let result: FilledField[] = [];
    await expect
      .poll(
        async () => {
          result = await offer();
          return result.length;
        },
        {
          timeout: OFFER_FOR_MS,
          message: `Chromium's autofill filled no field of ${selector}'s form`,
        },
      )
      .toBeGreaterThan(0);
    return result;
  } finally {
    await cdp.detach();
  }
}
