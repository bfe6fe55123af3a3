import "./ContactForm.css";
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { choiceLabelKey } from "../../brand/choiceSlug";
import { NOTICE_KEYS } from "../../brand/noticeCopy";
import { DataNotice } from "../../components/dataNotice/DataNotice";
import { Honeypot } from "../../components/spamGuard/Honeypot";
import { useSpamGuard } from "../../components/spamGuard/useSpamGuard";
import { loadToasts } from "../../components/toasts/notify";
import { useMessage } from "../../components/toasts/useMessage";
import { useFirstIntent } from "../../components/useFirstIntent";
import { useHydrated } from "../../components/useHydrated";
import { useSendCopy } from "../../components/useSendCopy";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { SUBMIT_DEADLINE_MS, timeLeftFrom } from "../../lib/formDeadline";
import type { EnquiryLead } from "../../lib/leads/lead";
import type { EnquiryDocument } from "../../lib/leads/leadStore";
import { preloadOutbox } from "../../lib/outbox/outboxLoader";
import { autofilledMobile } from "./autofilledMobile";
import { EMPTY_ENQUIRY } from "./emptyEnquiry";
import type { EnquiryValues } from "./enquiry";
import { isAutofilled } from "./isAutofilled";
import type { QueuedStatus } from "./sendEnquiry";
import { loadSendEnquiry } from "./sendEnquiryLoader";
import { usePreselectedChoice } from "./usePreselectedChoice";
import type { EnquiryField } from "./validateEnquiry";

/**
 * The form's field names (the stored document's, and the template's: `EnquiryDocument`'s keys,
 * which its type holds them to) and the values they fill. Written here rather than read from
 * `ENQUIRY_FIELDS`, so that its module rides only in the chunks that store or send a lead, not in
 * the page's first load.
 */
const FIELD_NAMES = [
  ["Name", "name"],
  ["Email", "email"],
  ["Mobile", "mobile"],
  ["Services", "service"],
  ["Message", "message"],
] as const satisfies ReadonlyArray<readonly [keyof EnquiryDocument, keyof EnquiryValues]>;
const [[Name], [Email], [Mobile], [Services], [Message]] = FIELD_NAMES;

/** The submit's code: its checks and its send (src/features/enquiry/sendEnquiry.ts). */
type SubmitCode = Awaited<ReturnType<typeof loadSendEnquiry>>;

/**
 * Starts loading the toasts and the outbox, and through it Firestore and EmailJS; a failure is
 * left for the submit to retry.
 */
function preload(): void {
  loadToasts().catch(() => undefined);
  preloadOutbox();
}

/** A form control whose change the form handles. */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The enquiry form (spec §2 Contact, §5, §7, §8, §9): Name, Email, Mobile, Message, Services and a
 * hidden productName. On submit the values are checked in the spec's order, then against their
 * length limits, and the first failing rule shows its warning, marks the fields it is about
 * (`aria-invalid`, a message under each tied by `aria-describedby`) and focuses the first; a
 * field's mark goes when the visitor edits it or a submit passes. A valid enquiry is written to
 * Firestore and e-mailed through EmailJS together, as one lead (`EnquiryLead`) whose id its
 * retries reuse, sent through this browser's outbox (`sendThroughOutbox`), so it is stored and
 * mailed once however often the visitor retries. It counts as
 * sent when either channel delivered it: then every field empties and the next submit is a new
 * enquiry. Otherwise the fields keep what was typed and the visitor is told it was not sent
 * (within `SUBMIT_DEADLINE_MS`, whatever hangs). Messages are toasts, or inline (`role="alert"`)
 * when the toasts cannot be loaded. The submit button is disabled while a submit is in flight,
 * so a double click sends one enquiry. Firestore, EmailJS, the toasts, the submit's code (its
 * checks and its send, `sendEnquiry`) and the copy of its warnings and answers (`useSendCopy`)
 * are loaded when the visitor first focuses or presses anything in the form. Once they are there a
 * submit is checked at once; one before waits for them, and a submit that cannot load them is told
 * it was not sent (copy of the page's own), its fields kept. Every field is required by rule 1 and
 * marked so (an asterisk); the browser's own `required` stays on name, e-mail and mobile (spec §5).
 * Everything shown comes from the copy of the page's locale; each Services choice is shown under
 * its label (`form.choice.<slug>`) and stored as the manifest gives it, with the page's locale
 * (`Locale`). A mobile number the browser's autofill fills with its country code or trunk 0 is
 * kept as its 10 digits. Under the button, the notice (`DataNotice`): one line on what the details
 * are used for and, behind a disclosure, each item and its purpose, how long it is kept, the
 * visitor's rights and the grievance officer; what is sent carries the version of that notice in
 * the page's language (`NoticeVersion`).
 * Against scripts (docs/enquiry.md): a submit that filled the hidden honeypot, or came sooner
 * after the form became usable than a person can fill it (`useSpamGuard`), looks exactly like a
 * success (the same toast, the form emptied) and sends nothing; once this browser has delivered
 * `FLOOD_MAX_SENDS` enquiries within `FLOOD_WINDOW_MS`, the next one is held with a message
 * saying so, its fields kept.
 * @param services the Services choices, in order (from the manifest's enquiry section)
 * @param productName value of the hidden `productName` field sent with the e-mail
 * @param privacyPolicy the in-site address of the privacy policy the notice links to
 */
export function ContactForm({
  services,
  productName,
  privacyPolicy,
}: {
  services: readonly string[];
  productName: string;
  privacyPolicy: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [submitting, setSubmitting] = useState(false);
  // The marked fields and the message under each.
  const [marks, setMarks] = useState<Partial<Record<EnquiryField, string>>>({});
  const [status, setStatus] = useState<QueuedStatus | null>(null);
  const message = useMessage();
  const hydrated = useHydrated();
  // The enquiry being sent, kept until it is delivered so that a retry reuses its id.
  const pending = useRef<EnquiryLead | null>(null);
  // The disabled attribute lands on the next render; a second click in the same frame must not
  // start a second submit.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const guard = useSpamGuard(form, "enquiry");
  useValuesTypedBeforeHydration(form, (typed) => {
    guard.filledBeforeHydration();
    setValues((current) => {
      const next = { ...current };
      for (const [name, key] of FIELD_NAMES) next[key] = typed.get(name) ?? next[key];
      return next;
    });
  });

  usePreselectedChoice(services, (service) => {
    setValues((current) => ({ ...current, service }));
    // A chosen pack answers a mark on the field, as the visitor's own choice would.
    setMarks(({ service: _chosen, ...others }) => others);
  });

  const loadSendCopy = useSendCopy();
  // The submit's code, once it and the copy of its warnings and answers (`useSendCopy`) are there.
  const submitCode = useRef<SubmitCode | null>(null);
  const loadSubmitCode = async () => {
    if (!submitCode.current) {
      const [code] = await Promise.all([loadSendEnquiry(), loadSendCopy()]);
      submitCode.current = code;
    }
    return submitCode.current;
  };
  const firstIntent = useFirstIntent(() => {
    preload();
    loadSubmitCode().catch(() => undefined);
  });

  const errorId = (name: EnquiryField) => `${id}-${name}-error`;

  const field = (name: EnquiryField) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => {
      const control = event.currentTarget;
      const value =
        name === "mobile" && isAutofilled(control)
          ? autofilledMobile(control.value)
          : control.value;
      setValues((current) => ({ ...current, [name]: value }));
      setMarks(({ [name]: _edited, ...others }) => others);
      message.clear();
    },
    "aria-invalid": marks[name] ? true : undefined,
    "aria-describedby": marks[name] ? errorId(name) : undefined,
  });

  // The asterisk sits outside the <label>, so the field's name stays the label's words alone.
  const label = (name: EnquiryField) => (
    <span className="contact-form__label">
      <label htmlFor={`${id}-${name}`}>{t(`form.label.${name}`)}</label>
      <span className="contact-form__required" aria-hidden="true">
        *
      </span>
    </span>
  );

  const fieldError = (name: EnquiryField) =>
    marks[name] && (
      <p id={errorId(name)} className="contact-form__error">
        {marks[name]}
      </p>
    );

  /**
   * Checks the values (`checkEnquiry`): marks the fields that fail, or none; for a failing one,
   * focuses the first it marks and tells the warning.
   * @returns whether the enquiry may be sent
   */
  const passes = ({ checkEnquiry }: SubmitCode) => {
    const check = checkEnquiry(values, t);
    setMarks(Object.fromEntries(check?.marks ?? []));
    if (!check) return true;
    const [first] = check.marks[0] ?? [];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    void message.show("warning", check.text);
    return false;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    const submittedAt = performance.now();
    const loaded = submitCode.current;
    if (loaded && !passes(loaded)) return;
    // From here the submit waits (for the submit's code, the flood limit's chunk, then the
    // send): a second click meanwhile must not start another, and the visitor sees it is under
    // way. The wait counts from here, the chunks' loading included, so the answer still comes
    // within the deadline.
    inFlight.current = true;
    setSubmitting(true);
    const timeLeft = timeLeftFrom(SUBMIT_DEADLINE_MS);
    try {
      // The submit's code and the copy of its warnings and answers load at the first touch; a
      // submit that cannot have them says it was not sent, the fields kept. The checks come
      // first, then the defences (the honeypot, and the clock as it read at the press).
      const code = loaded ?? (await loadSubmitCode());
      if (!loaded && !passes(code)) return;
      const verdict = await guard.verdict(element, submittedAt);
      await code.sendEnquiry({
        verdict,
        values,
        locale: i18n.language,
        noticeVersion: t(NOTICE_KEYS.enquiry.version),
        productName,
        pending,
        timeLeft,
        t,
        show: (kind, text) => void message.show(kind, text),
        empty: () => setValues(EMPTY_ENQUIRY),
        delivered: guard.delivered,
        setStatus,
      });
    } catch (error) {
      console.error("The enquiry could not be sent", error);
      void message.show("warning", t("form.toast.notSent"));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={form}
      className="contact-form"
      onSubmit={onSubmit}
      {...firstIntent}
      aria-busy={submitting}
    >
      <p className="contact-form__note">{t("form.requiredNote")}</p>
      <div className="contact-form__field">
        {label("name")}
        <input {...field("name")} name={Name} type="text" autoComplete="name" required />
        {fieldError("name")}
      </div>
      <div className="contact-form__field">
        {label("email")}
        {/* type="text": the browser's own e-mail check would pre-empt the spec's warning. */}
        <input
          {...field("email")}
          name={Email}
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        {fieldError("email")}
      </div>
      <div className="contact-form__field">
        {label("mobile")}
        {/* type="tel" lets a visitor type a non-digit and get the spec's warning; autocomplete
            "tel" is the phone token the HTML checker allows on it ("tel-national" is not), and
            what autofill puts there (+91...) is kept as its 10 digits (autofilledMobile). */}
        <input
          {...field("mobile")}
          name={Mobile}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          required
        />
        {fieldError("mobile")}
      </div>
      <div className="contact-form__field">
        {label("service")}
        {/* aria-required, not required: rule 1 asks for it, spec §5 keeps the browser's check off. */}
        <select {...field("service")} name={Services} aria-required="true">
          <option value="">{t("form.placeholder.service")}</option>
          {services.map((service) => (
            <option key={service} value={service}>
              {t(choiceLabelKey(service))}
            </option>
          ))}
        </select>
        {fieldError("service")}
      </div>
      <div className="contact-form__field contact-form__field--wide">
        {label("message")}
        {/* No maxLength on any field: it would cut a paste silently; the submit warns instead. */}
        <textarea {...field("message")} name={Message} rows={5} aria-required="true" />
        {fieldError("message")}
      </div>
      <input type="hidden" name="productName" value={productName} />
      <Honeypot label={t("form.honeypot")} />
      {message.inline && (
        <p
          className={`contact-form__alert contact-form__alert--${message.inline.kind}`}
          role="alert"
        >
          {message.inline.text}
        </p>
      )}
      <button
        type="submit"
        className="button contact-form__submit"
        disabled={submitting || !hydrated}
      >
        {t("form.submit")}
      </button>
      <p className="contact-form__status" role="status">
        {/* The copy formats the time as its language writes it (i18next's datetime). */}
        {status && t(status.key, { time: status.at })}
      </p>
      <DataNotice form="enquiry" privacyPolicy={privacyPolicy} className="contact-form__notice" />
    </form>
  );
}
