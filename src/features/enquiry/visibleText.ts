/**
 * Hangul fillers: letters by category, yet they draw nothing. Removed before looking for a
 * visible character, here and in `firestore.rules` (the same list).
 */
const HANGUL_FILLERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/** A letter, digit, punctuation mark or symbol: the categories that draw something. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Whether `value` has at least one character a reader can see. Spaces of every kind (including
 * the no-break space U+00A0), zero-width and other format characters (U+200B, U+200D, U+FEFF,
 * the soft hyphen), control characters, lone combining marks and Hangul fillers do not count.
 * `firestore.rules` applies the same test (`hasVisibleCharacter`), so a name the form accepts is
 * never refused by the rules, and one of only such characters gets the 'fill' warning instead of
 * a refused write. Pure.
 */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value.replace(HANGUL_FILLERS, ""));
}
