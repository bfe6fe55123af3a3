import { useTranslation } from "react-i18next";
import { NOTICE_KEYS } from "../../brand/noticeCopy";
import { DataNotice } from "../../components/dataNotice/DataNotice";
import { AddressForm } from "./AddressForm";
import { useSubscriptionLead } from "./useSubscriptionLead";
import "./SubscribeForm.css";

/**
 * The footer's subscribe form (spec §2, health-care footer): one e-mail input and a Subscribe
 * button (`AddressForm`: its checks, messages and defences against scripts). A valid address is
 * stored as a pending subscription with a new secret token and the version of the notice shown
 * under the form, then mailed, in the page's language, a link that confirms it and one that
 * withdraws it (`sendThroughOutbox`, through this browser's outbox, so one typed offline is
 * sent when the connection is back). The visitor is told to open the mail, in the same words
 * whether or not the address was already on the list; a fourth mail to one address within 24
 * hours is refused with a message. The spec shows no subscribe call or message, so these are the
 * site's own (`subscribe.*`). Under it, the notice (`DataNotice`): what the address is used for,
 * how long it is kept, the visitor's rights.
 * @param privacyPolicy the in-site address of the privacy policy the notice links to
 */
export function SubscribeForm({ privacyPolicy }: { privacyPolicy: string }) {
  const { t } = useTranslation();
  const lead = useSubscriptionLead("subscribe", t(NOTICE_KEYS.subscribe.version));
  return (
    <AddressForm
      className="subscribe-form"
      guardName="subscribe"
      labelHidden
      copy={{
        label: t("subscribe.label"),
        placeholder: t("subscribe.placeholder"),
        button: t("subscribe.button"),
        sending: t("subscribe.sending"),
        done: t("subscribe.subscribed"),
        error: t("subscribe.error"),
        wait: t("subscribe.wait"),
        limited: t("subscribe.limited"),
        invalid: t("subscribe.invalid"),
        queued: t("subscribe.queued"),
        honeypot: t("subscribe.honeypot"),
      }}
      lead={lead}
    >
      <DataNotice
        form="subscribe"
        privacyPolicy={privacyPolicy}
        className="subscribe-form__notice"
      />
    </AddressForm>
  );
}
