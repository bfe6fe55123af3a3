import { useTranslation } from "react-i18next";
import { AppLink } from "../components/AppLink";

/** Shown for every path the brand has no page for, with a link home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="section not-found">
      <div className="section__inner">
        <h1>{t("notFound.heading")}</h1>
        <p>{t("notFound.text")}</p>
        <AppLink href="/" className="button">
          {t("notFound.home")}
        </AppLink>
      </div>
    </section>
  );
}
