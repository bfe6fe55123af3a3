import { useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/**
 * Shown in place of a page whose chunk or section components failed to load on a navigation
 * (offline, a dropped response). "Try again" loads the address afresh as a document: Chromium
 * remembers a failed module URL for the life of the page, so only a new page can load it.
 */
export function PageLoadError() {
  const { t } = useTranslation();
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <section className="section not-found" role="alert">
      <div className="section__inner">
        <h1>{t("pageLoad.heading")}</h1>
        <p>{t("pageLoad.text")}</p>
        <a href={href} className="button">
          {t("pageLoad.retry")}
        </a>
      </div>
    </section>
  );
}
