import type { i18n } from "i18next";
import { useEffect, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { BrandProvider, useBrand } from "../brand/BrandContext";
import { contactInLocale } from "../brand/contactInLocale";
import { LocaleProvider } from "../i18n/LocaleContext";
import type { SiteLocales } from "../i18n/localePath";
import { Layout } from "../layout/Layout";

/**
 * The frame of one locale's routes: the page layout with that locale's copy strings (`i18n`),
 * the brand with its addresses in that locale's form (`contactInLocale`), links kept in that
 * locale (`LocaleProvider`), and `<html lang>` following the route after a client-side
 * navigation (the prerender writes it into each page).
 */
export function LocaleLayout({
  locale,
  site,
  i18n,
}: {
  locale: string;
  /** Where the site's locales live (the manifest). */
  site: SiteLocales;
  i18n: i18n;
}) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const brand = useBrand();
  const localeBrand = useMemo(
    () => ({
      ...brand,
      manifest: { ...brand.manifest, contact: contactInLocale(brand.manifest.contact, locale) },
    }),
    [brand, locale],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <BrandProvider value={localeBrand}>
        <LocaleProvider locale={locale} site={site}>
          <Layout />
        </LocaleProvider>
      </BrandProvider>
    </I18nextProvider>
  );
}
