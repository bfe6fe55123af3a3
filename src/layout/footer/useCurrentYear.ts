import { useEffect, useState } from "react";

/**
 * The current year. The first render uses the build's year so that prerendered HTML and hydration
 * agree; right after hydration it switches to the visitor's clock, so a page built last year
 * never shows last year's number for long.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
