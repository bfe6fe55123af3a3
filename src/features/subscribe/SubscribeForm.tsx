import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../components/toasts/useMessage";
import { useHydrated } from "../../components/useHydrated";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { SUBMIT_DEADLINE_MS } from "../formDeadline";
import { withTimeout } from "../lazyModule/withTimeout";
import { isValidEmail } from "./isValidEmail";
import { subscribe } from "./subscribe";

/**
 * The footer's subscribe form (spec 2, health-care footer): one e-mail input and a Subscribe
 * button. An address that does not look valid (as it will be stored: trimmed, lower-cased) gets
 * a message under the input and stays as typed; a valid one is stored (see `subscribe`) and
 * confirmed with the same toast whether or not it was already on the list; a failure, or no
 * answer within `SUBMIT_DEADLINE_MS`, gets an error toast that keeps the address for a retry,
 * which works without a reload. Messages appear under the input (`role="alert"`) when the toasts
 * cannot be loaded.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const message = useMessage();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, (typed) => setEmail(typed.get("email") ?? ""));
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!isValidEmail(email)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setSending(true);
    try {
      await withTimeout(subscribe(email), SUBMIT_DEADLINE_MS, "subscribing");
      setEmail("");
      void message.show("success", t("subscribe.toast.subscribed"));
    } catch (error) {
      console.error("Subscribe failed", error);
      void message.show("error", t("subscribe.toast.error"));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={form} className="subscribe-form" noValidate onSubmit={onSubmit}>
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
          message.clear();
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
      />
      <button type="submit" aria-disabled={sending} disabled={!hydrated}>
        {sending ? t("subscribe.sending") : t("subscribe.button")}
      </button>
      {invalid && (
        <p id={messageId} className="subscribe-form__message" role="alert">
          {t("subscribe.invalid")}
        </p>
      )}
      {message.inline && (
        <p className="subscribe-form__message" role="alert">
          {message.inline.text}
        </p>
      )}
    </form>
  );
}
