import { useTranslation } from "react-i18next";
import "./OfflinePage.css";
import { AppLink } from "../components/AppLink";
import { SAVED_PAGES_ATTRIBUTE } from "../i18n/offlinePath";

/**
 * What the service worker shows, in the address's language, for a page it has not saved while
 * the visitor is offline: one line saying the page needs a connection, and links to the pages
 * that are saved (the home page here; the worker adds the others when it serves the page). It
 * is prerendered without the app's scripts, so it never hydrates under another address.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <section className="section not-found offline">
      <div className="section__inner">
        <h1>{t("offline.heading")}</h1>
        <p>{t("offline.text")}</p>
        <h2>{t("offline.savedPages")}</h2>
        <ul className="offline__pages" {...{ [SAVED_PAGES_ATTRIBUTE]: "" }}>
          <li>
            <AppLink href="/">{t("offline.home")}</AppLink>
          </li>
        </ul>
      </div>
    </section>
  );
}
