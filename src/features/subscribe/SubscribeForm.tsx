import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../components/toasts/notify";
import { useHydrated } from "../../components/useHydrated";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { isValidEmail } from "./isValidEmail";
import { subscribe } from "./subscribe";

/**
 * The footer's subscribe form (spec 2, health-care footer): one e-mail input and a Subscribe
 * button. An address that does not look valid gets a message under the input and stays as typed;
 * a valid one is stored (see `subscribe`) and confirmed with a toast, a repeated one gets a kind
 * "already subscribed" toast, and a failure an error toast that keeps the address for a retry.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
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
      const outcome = await subscribe(email);
      if (outcome === "subscribed") {
        void notify("success", t("subscribe.toast.subscribed"));
        setEmail("");
      } else {
        void notify("info", t("subscribe.toast.already"));
      }
    } catch (error) {
      console.error("Subscribe failed", error);
      void notify("error", t("subscribe.toast.error"));
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
    </form>
  );
}
