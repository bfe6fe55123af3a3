import type { i18n } from "i18next";
import { useEffect } from "react";
import { I18nextProvider } from "react-i18next";
import { LocaleProvider } from "../i18n/LocaleContext";
import type { SiteLocales } from "../i18n/localePath";
import { Layout } from "../layout/Layout";

/**
 * The frame of one locale's routes: the page layout with that locale's copy strings (`i18n`) and
 * links kept in that locale (`LocaleProvider`), and `<html lang>` following the route after a
 * client-side navigation (the prerender writes it into each page).
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
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleProvider locale={locale} site={site}>
        <Layout />
      </LocaleProvider>
    </I18nextProvider>
  );
}
