/**
 * A locale as the formatting and sharing standards want it, with the country the site addresses
 * (manifest `country`) when the locale names none: `hi` and `IN` → `hi-IN`; `en-GB` stays.
 */
function withCountry(locale: string, country: string | undefined): string | undefined {
  if (locale.includes("-")) return locale;
  return country === undefined ? undefined : `${locale}-${country}`;
}

/**
 * The Intl locale that formats numbers for `locale` (prices, at build time): the locale with the
 * site's country, so `en` and `hi` in India group in lakhs (`₹1,24,999`), and always Latin digits
 * (`-u-nu-latn`), as the copy writes them whatever the language's own digits.
 */
export function numberLocale(locale: string, country: string | undefined): string {
  return `${withCountry(locale, country) ?? locale}-u-nu-latn`;
}

/**
 * Open Graph's `og:locale` of `locale` (`language_TERRITORY`: `hi_IN`), or undefined when
 * neither the locale nor the site names a country (Open Graph then assumes `en_US`).
 */
export function openGraphLocale(locale: string, country: string | undefined): string | undefined {
  return withCountry(locale, country)?.replace("-", "_");
}
