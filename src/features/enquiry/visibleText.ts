/**
 * Hangul fillers: letters by category, yet they draw nothing. Removed before looking for a
 * visible character, here and in `firestore.rules` (the same list).
 */
const HANGUL_FILLERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Characters outside the Basic Multilingual Plane (emoji, rare scripts). The emulator's rules
 * engine does not see them as letters or symbols, so they are not counted here either: a name of
 * emoji alone gets the 'fill' warning rather than a refused write.
 */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/gu;

/** A letter, digit, punctuation mark or symbol: the categories that draw something. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/**
 * Whether `value` has at least one character a reader can see. Spaces of every kind (including
 * the no-break space U+00A0), zero-width and other format characters (U+200B, U+200D, U+FEFF,
 * the soft hyphen), control characters, lone combining marks and Hangul fillers do not count;
 * nor, to agree with the rules, do characters beyond U+FFFF (a name of emoji alone).
 * `firestore.rules` applies the same test (`hasVisibleCharacter`), so a name the form accepts is
 * never refused by the rules, and one of only such characters gets the 'fill' warning instead of
 * a refused write. Pure.
 */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value.replace(HANGUL_FILLERS, "").replace(ASTRAL, ""));
}
