import type { Page } from "playwright-core";

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

/** How often, and how far apart (ms), to offer the saved address before giving up. */
const ATTEMPTS = 20;
const ATTEMPT_GAP_MS = 250;

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
 * again, every ATTEMPT_GAP_MS, until Chromium fills something.
 * @returns the fields Chromium filled, with the type it took each for
 * @throws Error when no field matches `selector`, or Chromium fills nothing in ATTEMPTS tries
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
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
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
      await cdp.send("Autofill.trigger", { fieldId: node.backendNodeId, address: { fields } });
      const result = await filled;
      if (result.length > 0) return result;
      await page.waitForTimeout(ATTEMPT_GAP_MS);
    }
    throw new Error(`Chromium's autofill filled no field of ${selector}'s form`);
  } finally {
    await cdp.detach();
  }
}
