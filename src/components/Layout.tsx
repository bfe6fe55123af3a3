import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "./footer/SiteFooter";
import { HeadSync } from "./HeadSync";
import { SiteHeader } from "./header/SiteHeader";
import { ZoomSettingProvider } from "./ZoomSetting";

/** The frame of every page: skip link, header, the route's content in `<main>`, footer. */
export function Layout() {
  const { t } = useTranslation();
  return (
    <ZoomSettingProvider>
      <HeadSync />
      <a className="skip-link" href="#main">
        {t("a11y.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </ZoomSettingProvider>
  );
}
