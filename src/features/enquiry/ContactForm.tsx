import "./ContactForm.css";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadToasts, notify } from "../../components/toasts/notify";
import { useHydrated } from "../../components/useHydrated";
import { useValuesTypedBeforeHydration } from "../../components/useValuesTypedBeforeHydration";
import { getDb } from "../firebase/getDb";
import { EMPTY_ENQUIRY, ENQUIRY_LIMITS, type EnquiryValues, toEnquiryDocument } from "./enquiry";
import { loadEmailJs } from "./sendEnquiryMail";
import { submitEnquiry } from "./submitEnquiry";
import { usePreselectedChoice } from "./usePreselectedChoice";
import { validateEnquiry } from "./validateEnquiry";

/** The form's field names (as submitted to EmailJS) and the values they fill. */
const FIELD_NAMES: ReadonlyArray<[string, keyof EnquiryValues]> = [
  ["Name", "name"],
  ["Email", "email"],
  ["Mobile", "mobile"],
  ["Services", "service"],
  ["Message", "message"],
];

/** Starts loading Firestore, EmailJS and the toasts; a failure is left for the submit to report. */
function preload(): void {
  loadToasts().catch(() => undefined);
  getDb().catch(() => undefined);
  loadEmailJs().catch(() => undefined);
}

/**
 * The enquiry form (spec 2 Contact, 5, 7, 8, 9): Name, Email, Mobile, Message, Services and a
 * hidden productName. On submit the values are checked in the spec's order and the first failing
 * rule shows its warning toast; a valid enquiry is written to Firestore and e-mailed through
 * EmailJS together. Success empties every field; a failed write keeps them and says so. The submit
 * button is disabled while a submit is in flight, so a double click sends one enquiry. Firestore
 * and EmailJS are loaded when the visitor first focuses or presses anything in the form.
 * @param services the Services choices, in order (from the manifest's enquiry section)
 * @param productName value of the hidden `productName` field sent with the e-mail
 */
export function ContactForm({
  services,
  productName,
}: {
  services: readonly string[];
  productName: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<EnquiryValues>(EMPTY_ENQUIRY);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  // The disabled attribute lands on the next render; a second click in the same frame must not
  // start a second submit.
  const inFlight = useRef(false);
  const preloaded = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, (typed) => {
    setValues((current) => {
      const next = { ...current };
      for (const [name, key] of FIELD_NAMES) next[key] = typed.get(name) ?? next[key];
      return next;
    });
  });

  usePreselectedChoice(services, (service) => setValues((current) => ({ ...current, service })));

  const warmUp = () => {
    if (preloaded.current) return;
    preloaded.current = true;
    preload();
  };

  const field = (name: keyof EnquiryValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const warning = validateEnquiry(values);
    if (warning) {
      void notify("warning", t(`form.warning.${warning}`));
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const outcome = await submitEnquiry(event.currentTarget, toEnquiryDocument(values));
      if (outcome === "sent") {
        void notify("success", t("form.toast.sent"));
        setValues(EMPTY_ENQUIRY);
      } else {
        void notify("warning", t(outcome === "error" ? "form.toast.error" : "form.toast.notSent"));
      }
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
      onFocus={warmUp}
      onPointerDown={warmUp}
      aria-busy={submitting}
    >
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>{t("form.label.name")}</label>
        <input
          {...field("name")}
          name="Name"
          type="text"
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
          required
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-email`}>{t("form.label.email")}</label>
        {/* type="text": the browser's own e-mail check would pre-empt the spec's warning. */}
        <input
          {...field("email")}
          name="Email"
          type="text"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={ENQUIRY_LIMITS.email}
          required
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-mobile`}>{t("form.label.mobile")}</label>
        {/* type="tel" lets a visitor type a non-digit and get the spec's warning. */}
        <input
          {...field("mobile")}
          name="Mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-service`}>{t("form.label.service")}</label>
        <select {...field("service")} name="Services">
          <option value="">{t("form.placeholder.service")}</option>
          {services.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
      </div>
      <div className="contact-form__field contact-form__field--wide">
        <label htmlFor={`${id}-message`}>{t("form.label.message")}</label>
        <textarea
          {...field("message")}
          name="Message"
          rows={5}
          maxLength={ENQUIRY_LIMITS.message}
        />
      </div>
      <input type="hidden" name="productName" value={productName} />
      <button
        type="submit"
        className="button contact-form__submit"
        disabled={submitting || !hydrated}
      >
        {t("form.submit")}
      </button>
    </form>
  );
}
