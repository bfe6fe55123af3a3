/**
 * The form an address is stored and compared in: trimmed and lower-cased, so `Asha@Example.com `
 * and `asha@example.com` are one subscriber (and one document id).
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
