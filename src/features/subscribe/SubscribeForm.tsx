import { useTranslation } from "react-i18next";
import { NOTICE_KEYS } from "../../brand/noticeCopy";
import { DataNotice } from "../../components/dataNotice/DataNotice";
import { SUBMIT_DEADLINE_MS } from "../../lib/formDeadline";
import { loadOutbox, preloadOutbox } from "../../lib/outbox/outboxLoader";
import { AddressForm } from "./AddressForm";
import { sendSubscription } from "./sendSubscription";

/** Sends `email` through the outbox, in what is left of the submit's deadline once it has loaded. */
async function sendThroughOutbox(email: string, noticeVersion: string) {
  const started = performance.now();
  const outbox = await loadOutbox();
  // A little short of the form's own deadline, so a queued subscription is told as such.
  const left = SUBMIT_DEADLINE_MS - 500 - (performance.now() - started);
  return sendSubscription(outbox, email, noticeVersion, left);
}

/**
 * The footer's subscribe form (spec §2, health-care footer): one e-mail input and a Subscribe
 * button (`AddressForm`: its checks, messages and defences against scripts). A valid address is
 * stored with the version of the notice shown under the form (`sendSubscription`, through this
 * browser's outbox, so one typed offline is subscribed when the connection is back) and
 * confirmed with the same words whether or not it was already on the list. The spec shows no subscribe call or
 * message, so these are the site's own (`subscribe.*`). Under it, the notice (`DataNotice`): what
 * the address is used for, how long it is kept, the visitor's rights.
 * @param privacyPolicy the in-site address of the privacy policy the notice links to
 */
export function SubscribeForm({ privacyPolicy }: { privacyPolicy: string }) {
  const { t } = useTranslation();
  const noticeVersion = t(NOTICE_KEYS.subscribe.version);
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
        invalid: t("subscribe.invalid"),
        queued: t("subscribe.queued"),
        honeypot: t("subscribe.honeypot"),
      }}
      preload={preloadOutbox}
      send={(email) => sendThroughOutbox(email, noticeVersion)}
    >
      <DataNotice
        form="subscribe"
        privacyPolicy={privacyPolicy}
        className="subscribe-form__notice"
      />
    </AddressForm>
  );
}
