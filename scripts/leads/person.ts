import { isValidEmail } from "../../src/features/subscribe/isValidEmail";
import { normalizeEmail } from "../../src/features/subscribe/normalizeEmail";

/**
 * Who a data request is about (a data principal), as the stored leads hold them: an e-mail
 * address trimmed and lower-cased (subscribers are stored so; enquiries as typed, so they are
 * compared after the same normalisation), a mobile number as its 10 digits (enquiries store
 * exactly 10 digits). Either or both.
 */
export interface Person {
  email?: string;
  mobile?: string;
}

/** The e-mail address as leads are compared by it, or undefined when it is not one. */
export function personEmail(text: string): string | undefined {
  return isValidEmail(text) ? normalizeEmail(text) : undefined;
}

/**
 * The 10 digits of an Indian mobile number however it was written (`98765 43210`,
 * `+91 98765-43210`, `09876543210`), or undefined when it has not exactly 10 digits after a
 * `+91`/`91` or `0` prefix.
 */
export function personMobile(text: string): string | undefined {
  if (!/^[\d\s()+.-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  const national = /^(?:91|0)?(\d{10})$/.exec(digits)?.[1];
  return national;
}
