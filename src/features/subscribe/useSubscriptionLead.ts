import { useTranslation } from "react-i18next";
import { useLocalePath } from "../../i18n/LocaleContext";
import { SUBSCRIPTION_PATH } from "../../i18n/subscriptionPath";
import type { SubscriptionLead } from "../../lib/leads/lead";
import type { SubscriptionKind } from "../../lib/leads/leadStore";
import { normalizeEmail } from "./normalizeEmail";
import { newSubscriptionSecret, subscriptionLinkFragment } from "./subscriptionLink";

/**
 * Makes a form's lead for a typed address: a new id and token, the address as it is stored
 * (`normalizeEmail`), and the mail in the page's language with its links to the subscription
 * page of this site in this language (`/subscribe/confirm`, `/hi/subscribe/confirm`). A
 * subscription's mail carries its confirmation link and its withdrawal link; a withdrawal
 * request's, its withdrawal link.
 * @param noticeVersion the version of the notice under the subscribe form (a subscription only)
 */
export function useSubscriptionLead(
  kind: SubscriptionKind,
  noticeVersion?: string,
): (typed: string) => SubscriptionLead {
  const { t, i18n } = useTranslation();
  const localePath = useLocalePath();
  return (typed) => {
    const email = normalizeEmail(typed);
    const secret = newSubscriptionSecret();
    const locale = i18n.language;
    const page = `${window.location.origin}${localePath(SUBSCRIPTION_PATH)}`;
    const unsubscribeLink = `${page}${subscriptionLinkFragment(secret, "withdraw")}`;
    return {
      kind: "subscription",
      id: secret.id,
      token: secret.token,
      document: { kind, email, locale, ...(noticeVersion ? { noticeVersion } : {}) },
      mail: {
        subject: t(`${kind}.mail.subject`),
        message: t(`${kind}.mail.message`),
        link:
          kind === "subscribe"
            ? `${page}${subscriptionLinkFragment(secret, "confirm")}`
            : unsubscribeLink,
        unsubscribeLink,
        unsubscribeText: t("subscribe.mail.unsubscribe"),
      },
    };
  };
}
