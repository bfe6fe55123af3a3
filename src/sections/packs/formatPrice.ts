/**
 * A price as a buyer reads it in `locale`: `formatPrice(2399, "INR", "en")` → `₹2,399`. Whole
 * amounts show no decimals; others show two.
 * @param amount in the currency's major unit (rupees, not paise)
 * @param currency ISO 4217 code
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
 * The saving of `price` against a higher `listPrice`, in whole percent rounded down (never
 * over-promised); `undefined` when there is no saving to show.
 */
export function savingPercent(price: number, listPrice: number | undefined): number | undefined {
  if (listPrice === undefined || listPrice <= price) return undefined;
  const percent = Math.floor(((listPrice - price) / listPrice) * 100);
  return percent > 0 ? percent : undefined;
}
