import { Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ZoomSettingProvider } from "../components/ZoomSetting";
import { SiteFooter } from "./footer/SiteFooter";
import { HeadTags } from "./head/HeadTags";
import { SiteHeader } from "./header/SiteHeader";

/**
 * The frame of every page: skip link, header, the route's content in `<main>`, footer; and in the
 * browser, from the app's first navigation on, the route's head tags (`HeadTags`), which React 19
 * hoists into `<head>`. The prerender renders them into `<head>` itself.
 */
export function Layout() {
  const { t } = useTranslation();
  return (
    <ZoomSettingProvider>
      <HeadTags />
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
