import { type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { Honeypot } from "../../components/spamGuard/Honeypot";
import { useSpamGuard } from "../../components/spamGuard/useSpamGuard";
import { useFirstIntent } from "../../components/useFirstIntent";
import { useHydrated } from "../../components/useHydrated";
import { useSendCopy } from "../../components/useSendCopy";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { QUEUE_MARGIN_MS, SUBMIT_DEADLINE_MS, timeLeftFrom } from "../../lib/formDeadline";
import { withTimeout } from "../../lib/lazyModule/withTimeout";
import type { SubscriptionLead } from "../../lib/leads/lead";
import { preloadOutbox } from "../../lib/outbox/outboxLoader";
import { sendThroughOutbox } from "../../lib/outbox/sendThroughOutbox";
import { isValidEmail } from "./isValidEmail";
import "./AddressForm.css";

/** The words of an address form, in the page's language. */
export interface AddressFormCopy {
  /** The field's label. */
  label: string;
  placeholder?: string;
  button: string;
  /** The button while the request is under way. */
  sending: string;
  /** The confirmation: the same words whatever the list held. */
  done: string;
  error: string;
  /** This browser has sent `FLOOD_MAX_SENDS` within `FLOOD_WINDOW_MS`. */
  wait: string;
  /** The address has had its 3 mails within 24 hours (firestore.rules, `mailLimits`). */
  limited: string;
  /** Not sent yet, but kept on this device and sent when the connection is back. */
  queued?: string;
  invalid: string;
  honeypot: string;
}

/**
 * One e-mail input and a button that sends the address (the footer's subscribe and unsubscribe
 * forms). A send the address's mail limit refuses (`limited`) keeps the address, with a message.
 * An address that does not look valid (as it will be stored: trimmed, lower-cased) gets a message
 * under the input and stays as typed; a valid one is sent as the lead `lead` makes of it, through
 * this browser's outbox (`sendThroughOutbox`, which answers `QUEUE_MARGIN_MS` before the submit's
 * deadline, so a queued one is told as such), and confirmed with the same words whatever the list
 * held, so the answer reveals nothing about it; a
 * failure, or no answer within `SUBMIT_DEADLINE_MS`, gets an error that keeps the address for a
 * retry, which works without a reload. A send that could not get through but was kept in the
 * outbox (`queued`) empties the field and says so, then confirms once it is delivered. Every
 * message appears right under the field, where the visitor is looking: the confirmation in a
 * polite live region (`role="status"`, always in the page so that it is announced), an error as
 * `role="alert"`. The outbox, and through it Firestore and EmailJS, and the copy of the answers
 * and the mail (`useSendCopy`) are loaded when the visitor first focuses or presses anything in
 * the form; a submit whose copy cannot load gets the error and keeps the address. Against scripts (docs/enquiry.md): a valid address
 * submitted with the hidden honeypot filled, or sooner after the form became usable than a person
 * can (`useSpamGuard`), is confirmed and sent nowhere; once this browser has sent
 * `FLOOD_MAX_SENDS` addresses through the form within `FLOOD_WINDOW_MS`, the next one is held
 * with a message saying so, the address kept.
 * @param guardName names the form's flood count (`subscribe`, `unsubscribe`)
 * @param labelHidden whether the label is for assistive technology only (the placeholder says it)
 * @param lead the lead of a valid address: stored and mailed its link, or queued; a send its mail
 *   limit refuses (`limited`) keeps what was typed, with a message
 * @param children shown under the messages (the form's notice)
 */
export function AddressForm({
  className,
  guardName,
  copy,
  labelHidden,
  lead,
  children,
}: {
  className: string;
  guardName: string;
  copy: AddressFormCopy;
  labelHidden: boolean;
  lead: (email: string) => SubscriptionLead;
  children?: ReactNode;
}) {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<"done" | "error" | "held" | "limited" | "queued" | null>(
    null,
  );
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  // `sending` lands on the next render; a second submit before it must not start another.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const guard = useSpamGuard(form, guardName);
  useValuesTypedBeforeHydration(form, (typed) => {
    guard.filledBeforeHydration();
    setEmail(typed.get("email") ?? "");
  });
  const inputId = useId();
  const messageId = useId();
  const loadSendCopy = useSendCopy();
  const firstIntent = useFirstIntent(() => {
    preloadOutbox();
    loadSendCopy().catch(() => undefined);
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setOutcome(null);
    if (!isValidEmail(email)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    // From here the submit waits (for the flood limit's chunk, then the send): a second submit
    // meanwhile must not start another, and the visitor sees it is under way. The wait counts
    // from here, the chunk's loading included, so the answer still comes within the deadline.
    inFlight.current = true;
    setSending(true);
    const timeLeft = timeLeftFrom(SUBMIT_DEADLINE_MS);
    try {
      // The answers and the mail are copy of their own chunk (`useSendCopy`), usually there since
      // the first touch; one that cannot load is answered with the error, which the page holds.
      const [verdict] = await Promise.all([guard.verdict(event.currentTarget), loadSendCopy()]);
      if (verdict === "script") {
        // A script's submit: it is told what a person is told, and nothing is sent.
        setEmail("");
        setOutcome("done");
        return;
      }
      if (verdict === "held" || verdict === "unsent") {
        setOutcome(verdict === "held" ? "held" : "error");
        return;
      }
      const result = await withTimeout(
        sendThroughOutbox(lead(email), () => timeLeft() - QUEUE_MARGIN_MS),
        timeLeft(),
        guardName,
      );
      if (result.outcome === "limited") {
        setOutcome("limited");
        return;
      }
      if (result.outcome === "not-sent" || result.outcome === "error") {
        setOutcome("error");
        return;
      }
      guard.delivered();
      setEmail("");
      setOutcome(result.outcome === "queued" ? "queued" : "done");
      void result.delivered?.then(() => setOutcome("done"));
    } catch (error) {
      console.error(`${guardName} failed`, error);
      setOutcome("error");
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className={`address-form ${className}`}
      noValidate
      onSubmit={onSubmit}
      {...firstIntent}
    >
      <label htmlFor={inputId} className={labelHidden ? "visually-hidden" : "address-form__label"}>
        {copy.label}
      </label>
      <input
        ref={input}
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={copy.placeholder}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
          setOutcome(null);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
      />
      <Honeypot label={copy.honeypot} />
      {/* Never both disabled and aria-disabled (the HTML checker refuses it): disabled until the
          app runs; while sending, aria-disabled, which keeps the focus on the button. */}
      <button
        type="submit"
        disabled={!hydrated}
        aria-disabled={hydrated && sending ? true : undefined}
      >
        {sending ? copy.sending : copy.button}
      </button>
      {invalid && (
        <p id={messageId} className="address-form__message" role="alert">
          {copy.invalid}
        </p>
      )}
      {outcome === "error" && (
        <p className="address-form__message" role="alert">
          {copy.error}
        </p>
      )}
      {outcome === "limited" && (
        <p className="address-form__message" role="alert">
          {copy.limited}
        </p>
      )}
      {outcome === "held" && (
        <p className="address-form__message" role="alert">
          {copy.wait}
        </p>
      )}
      <p className="address-form__message address-form__message--status" role="status">
        {outcome === "done" && copy.done}
        {outcome === "queued" && copy.queued}
      </p>
      {children}
    </form>
  );
}
