import { createContext, type ReactNode, useCallback, useContext, useMemo } from "react";
import { localePath, type SiteLocales } from "./localePath";

/** The locale of the routes being rendered, and where the site's locales live. */
interface LocaleValue {
  locale: string;
  site: SiteLocales;
}

const LocaleContext = createContext<LocaleValue | null>(null);

/** Gives the routes below it their locale (the router's locale layout, src/router/LocaleLayout.tsx). */
export function LocaleProvider({ locale, site, children }: LocaleValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, site }), [locale, site]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

/**
 * Turns a manifest path (`/about`) into its address in the locale of the route being rendered
 * (`/hi/about` on a Hindi page), so links from the manifest keep a visitor in their language.
 * Outside any locale's routes (a component rendered alone) paths stay as they are.
 */
export function useLocalePath(): (path: string) => string {
  const value = useContext(LocaleContext);
  return useCallback(
    (path: string) => (value === null ? path : localePath(value.site, value.locale, path)),
    [value],
  );
}
