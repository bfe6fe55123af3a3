import type { CopyStrings } from "../i18n/createI18n";
import { numberLocale } from "../i18n/localeTag.ts";
import type { Manifest } from "./manifestSchema";

/**
 * The copy key of a price as a buyer reads it: `price.INR.2399`. The build writes one for every
 * price and list price of the manifest's `packs` sections (`priceCopy`), so the page shows
 * `t(priceKey(...))` and no `Intl.NumberFormat` is created in the browser (its first use cost
 * 46 ms of the health-care home's hydration at 4x CPU).
 * @param currency ISO 4217 code
 * @param amount in the currency's major unit (rupees, not paise)
 */
export function priceKey(currency: string, amount: number): string {
  return `price.${currency}.${amount}`;
}

/**
 * The copy key of the lowest price of the manifest's packs, formatted as `priceKey`'s are
 * (`₹899`), so copy says "Packs from $t(price.from)" and never types a price that the manifest
 * may change. Absent for a brand without packs: a string that nests it then fails the build's
 * raw-key check rather than showing a stale price.
 */
export const PRICE_FROM_KEY = "price.from";

/**
 * A price as a buyer reads it in `locale`: `formatPrice(2399, "INR", "en")` → `₹2,399`,
 * `formatPrice(124999, "INR", "hi-IN")` → `₹1,24,999`. Whole amounts show no decimals; others
 * show two. Runs at build time (Node's full ICU).
 * @param locale an Intl locale (`numberLocale` in src/i18n/localeTag.ts gives the site's)
 * @throws RangeError when `currency` is not a currency code Intl knows
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * Every price and list price of the manifest's `packs` sections, formatted for `locale` in the
 * manifest's `country` (Indian grouping in India, Latin digits always), under its `priceKey`, and
 * the lowest price under `PRICE_FROM_KEY`: the copy strings the build adds to each locale's
 * resources.
 * @throws RangeError when a section's currency is not a currency code Intl knows
 */
export function priceCopy(manifest: Manifest, locale: string): CopyStrings {
  const copy: Record<string, string> = {};
  const numbers = numberLocale(locale, manifest.country);
  let lowest: { amount: number; currency: string } | undefined;
  for (const page of manifest.pages) {
    for (const section of page.sections) {
      if (section.type !== "packs") continue;
      for (const pack of section.packs) {
        if (lowest === undefined || pack.price < lowest.amount) {
          lowest = { amount: pack.price, currency: section.currency };
        }
        for (const amount of [pack.price, pack.listPrice]) {
          if (amount === undefined) continue;
          copy[priceKey(section.currency, amount)] = formatPrice(amount, section.currency, numbers);
        }
      }
    }
  }
  if (lowest) copy[PRICE_FROM_KEY] = formatPrice(lowest.amount, lowest.currency, numbers);
  return copy;
}
