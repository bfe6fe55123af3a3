import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "../../components/spamGuard/Honeypot";
import { useSpamGuard } from "../../components/spamGuard/useSpamGuard";
import { useFirstIntent } from "../../components/useFirstIntent";
import { useHydrated } from "../../components/useHydrated";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { getFirestoreClient } from "../../lib/firebase/getFirestoreClient";
import { SUBMIT_DEADLINE_MS } from "../../lib/formDeadline";
import { withTimeout } from "../../lib/lazyModule/withTimeout";
import { isValidEmail } from "./isValidEmail";
import { subscribe } from "./subscribe";

/**
 * The footer's subscribe form (spec §2, health-care footer): one e-mail input and a Subscribe
 * button. An address that does not look valid (as it will be stored: trimmed, lower-cased) gets
 * a message under the input and stays as typed; a valid one is stored (see `subscribe`) and
 * confirmed with the same words whether or not it was already on the list; a failure, or no
 * answer within `SUBMIT_DEADLINE_MS`, gets an error that keeps the address for a retry, which
 * works without a reload. Every message appears right under the field, where the visitor is
 * looking, not as a toast at the top of the page: the confirmation in a polite live region
 * (`role="status"`, always in the page so that it is announced), an error as `role="alert"`.
 * The spec shows no subscribe call or message, so these are the site's own (`subscribe.*`).
 * Firestore is loaded when the visitor first focuses or presses anything in the form. Against
 * scripts (docs/enquiry.md): a valid address submitted with the hidden honeypot filled, or sooner
 * after the form became usable than a person can (`useSpamGuard`), is confirmed as subscribed
 * and stored nowhere; once this browser has subscribed `FLOOD_MAX_SENDS` addresses within
 * `FLOOD_WINDOW_MS`, the next one is held with a message saying so, the address kept.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<"subscribed" | "error" | "held" | null>(null);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const guard = useSpamGuard(form, "subscribe");
  useValuesTypedBeforeHydration(form, (typed) => {
    guard.filledBeforeHydration();
    setEmail(typed.get("email") ?? "");
  });
  const inputId = useId();
  const messageId = useId();
  // A failure is left for the submit to retry.
  const firstIntent = useFirstIntent(() => void getFirestoreClient().catch(() => undefined));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setOutcome(null);
    if (!isValidEmail(email)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    const verdict = guard.verdict(event.currentTarget);
    if (verdict === "script") {
      // A script's submit: it is told what a person is told, and nothing is stored.
      setEmail("");
      setOutcome("subscribed");
      return;
    }
    if (verdict === "held") {
      setOutcome("held");
      return;
    }
    setSending(true);
    try {
      await withTimeout(subscribe(email), SUBMIT_DEADLINE_MS, "subscribing");
      guard.delivered();
      setEmail("");
      setOutcome("subscribed");
    } catch (error) {
      console.error("Subscribe failed", error);
      setOutcome("error");
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="subscribe-form" noValidate onSubmit={onSubmit} {...firstIntent}>
      <label htmlFor={inputId} className="visually-hidden">
        {t("subscribe.label")}
      </label>
      <input
        ref={input}
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t("subscribe.placeholder")}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
          setOutcome(null);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
      />
      <Honeypot label={t("subscribe.honeypot")} />
      {/* Never both disabled and aria-disabled (the HTML checker refuses it): disabled until the
          app runs; while sending, aria-disabled, which keeps the focus on the button. */}
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={hydrated && sending ? true : undefined}
      >
        {sending ? t("subscribe.sending") : t("subscribe.button")}
      </button>
      {invalid && (
        <p id={messageId} className="subscribe-form__message" role="alert">
          {t("subscribe.invalid")}
        </p>
      )}
      {outcome === "error" && (
        <p className="subscribe-form__message" role="alert">
          {t("subscribe.error")}
        </p>
      )}
      {outcome === "held" && (
        <p className="subscribe-form__message" role="alert">
          {t("subscribe.wait")}
        </p>
      )}
      <p className="subscribe-form__message subscribe-form__message--status" role="status">
        {outcome === "subscribed" && t("subscribe.subscribed")}
      </p>
    </form>
  );
}
