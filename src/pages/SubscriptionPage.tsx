import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { AppLink } from "../components/AppLink";
import {
  followSubscriptionLink,
  type LinkOutcome,
} from "../features/subscribe/followSubscriptionLink";
import { readSubscriptionLink } from "../features/subscribe/subscriptionLink";
import { getFirestoreClient } from "../lib/firebase/getFirestoreClient";

/** Where the page is: following the link, its outcome, or a failure to reach Firestore. */
type LinkState = "working" | LinkOutcome | "error";

/**
 * The page a subscription's mailed links open (`/subscribe/confirm`, `/hi/subscribe/confirm`): at
 * once, with no form, it confirms the subscription or withdraws it from the id and token in the
 * address's fragment (`followSubscriptionLink`), then says which, in the page's language
 * (`subscribe.link.*`), in a polite live region. A link that names no subscription, or can no
 * longer take that step, says so; when Firestore cannot be reached, a button tries again without
 * a reload. Prerendered saying that it is working, which the app replaces once it has run.
 */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<LinkState>("working");
  const follow = useCallback(async () => {
    const link = readSubscriptionLink(window.location.hash);
    if (!link) {
      setState("invalid");
      return;
    }
    setState("working");
    try {
      setState(await followSubscriptionLink(await getFirestoreClient(), link.secret, link.action));
    } catch (error) {
      console.error("The subscription link could not be followed", error);
      setState("error");
    }
  }, []);
  useEffect(() => {
    void follow();
  }, [follow]);
  return (
    <section className="section not-found subscription-page">
      <div className="section__inner">
        <h1>{t("subscribe.link.heading")}</h1>
        <p role="status" aria-live="polite">
          {t(`subscribe.link.${state}`)}
        </p>
        {state === "error" && (
          <button type="button" className="button" onClick={() => void follow()}>
            {t("subscribe.link.retry")}
          </button>
        )}
        {state !== "working" && state !== "error" && (
          <AppLink href="/" className="button">
            {t("subscribe.link.home")}
          </AppLink>
        )}
      </div>
    </section>
  );
}
