import { useEffect, useState } from "react";

/**
 * false in the prerendered HTML and during hydration, true once the app runs in the browser.
 * Forms disable their submit button until then: a submit in the prerendered page would be the
 * browser's own GET, putting what the visitor typed into the address (and the host's logs).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
