import { useTranslation } from "react-i18next";
import { AddressForm } from "./AddressForm";
import { useSubscriptionLead } from "./useSubscriptionLead";
import "./UnsubscribeForm.css";

/**
 * Withdrawing a subscription, as easily as giving it: a disclosure ("Unsubscribe", closed, so it
 * neither hides nor crowds the subscribe form) holding one e-mail input and an Unsubscribe button
 * (`AddressForm`: the same checks, messages and defences against scripts as subscribing). It
 * changes nothing by itself: a valid address is mailed a link that withdraws its subscription
 * (a withdrawal request, stored and mailed as a subscription is), and the visitor is told so in
 * the same words whether or not the address is on the list, so the answer reveals nothing about
 * who is. Everything in the page's language (`unsubscribe.*`).
 */
export function UnsubscribeForm() {
  const { t } = useTranslation();
  const lead = useSubscriptionLead("unsubscribe");
  return (
    <details className="unsubscribe quiet-disclosure">
      <summary>{t("unsubscribe.open")}</summary>
      <AddressForm
        className="unsubscribe-form"
        guardName="unsubscribe"
        labelHidden={false}
        copy={{
          label: t("unsubscribe.label"),
          button: t("unsubscribe.button"),
          sending: t("unsubscribe.sending"),
          done: t("unsubscribe.done"),
          error: t("unsubscribe.error"),
          wait: t("unsubscribe.wait"),
          limited: t("subscribe.limited"),
          invalid: t("subscribe.invalid"),
          queued: t("subscribe.queued"),
          honeypot: t("subscribe.honeypot"),
        }}
        lead={lead}
      />
    </details>
  );
}
