import { useTranslation } from "react-i18next";
import { getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { AddressForm } from "./AddressForm";
import { unsubscribe } from "./unsubscribe";

/**
 * Withdrawing a subscription, as easily as giving it: a disclosure ("Unsubscribe", closed, so it
 * neither hides nor crowds the subscribe form) holding one e-mail input and an Unsubscribe button
 * (`AddressForm`: the same checks, messages and defences against scripts as subscribing). A valid
 * address is removed from the list (`unsubscribe`) and the visitor told it will get no more news,
 * in the same words whether or not it was ever on the list, so the answer reveals nothing about
 * who is. Everything in the page's language (`unsubscribe.*`).
 */
export function UnsubscribeForm() {
  const { t } = useTranslation();
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
          invalid: t("subscribe.invalid"),
          honeypot: t("subscribe.honeypot"),
        }}
        preload={() => void getFirestoreClient().catch(() => undefined)}
        send={async (email) => {
          await unsubscribe(email);
          return { outcome: "sent" };
        }}
      />
    </details>
  );
}
