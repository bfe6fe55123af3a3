import type { TFunction } from "i18next";
import type { SubmitVerdict } from "../../components/spamGuard/useSpamGuard";
import type { ToastKind } from "../../components/toasts/notify";
import type { EnquiryLead } from "../../lib/leads/lead";
import type { EnquiryDocument } from "../../lib/leads/leadStore";
import { sendThroughOutbox } from "../../lib/outbox/sendThroughOutbox";
import type { EnquiryValues } from "./enquiry";
import { toEnquiryDocument } from "./toEnquiryDocument";

// A submit's checks ride in the send's chunk: they run only on a submit, which comes after the
// first touch that loads it.
export { checkEnquiry } from "./checkEnquiry";

/** What the form says under its button about the last enquiry it queued, and when. */
export interface QueuedStatus {
  key: "form.status.queued" | "form.status.sent";
  at: Date;
}

/** A valid submit of the enquiry form, and what the form lets its send do. */
export interface EnquirySubmit {
  /** The form's defences' verdict on it (`useSpamGuard`). */
  verdict: SubmitVerdict;
  values: EnquiryValues;
  /** The page's locale, stored with the enquiry (`Locale`). */
  locale: string;
  /** The version of the notice the page showed (`NoticeVersion`). */
  noticeVersion: string;
  productName: string;
  /** The enquiry being sent, kept until it is delivered so that a retry reuses its id. */
  pending: { current: EnquiryLead | null };
  /** The ms the visitor still waits for an answer (`timeLeftFrom`). */
  timeLeft: () => number;
  /** The page's copy, with the send copy loaded (`useSendCopy`). */
  t: TFunction;
  /** Tells the visitor (`useMessage`). */
  show: (kind: ToastKind, text: string) => void;
  /** Empties every field. */
  empty: () => void;
  /** Counts a delivery against the flood limit (`useSpamGuard`). */
  delivered: () => void;
  setStatus: (status: QueuedStatus | null) => void;
}

/**
 * Whether two enquiries (both from `toEnquiryDocument`, so with the same fields) are alike. By
 * their own entries, not `ENQUIRY_FIELDS`: importing src/lib/leads/leadStore.ts here would add its
 * chunk to the requests of the form's first touch.
 */
const sameEnquiry = (a: EnquiryDocument, b: EnquiryDocument) => {
  const other = new Map(Object.entries(b));
  return Object.entries(a).every(([field, value]) => other.get(field) === value);
};

/**
 * Sends a valid enquiry the form handed over, the code only a submit runs (a chunk of its own,
 * which the form loads at its first touch): a script's submit (`verdict`) is told what a person
 * is told and nothing is sent; a held or unsendable one is told so, its fields kept; otherwise
 * the enquiry goes through this browser's outbox as one lead whose id its retries reuse (a changed
 * enquiry is a new one). Sent or queued, the fields empty and the delivery counts; queued, the
 * status under the button says when, and says again once it is delivered. Spec §7, §8, §9.
 */
export async function sendEnquiry(submit: EnquirySubmit): Promise<void> {
  const { verdict, pending, t, show } = submit;
  if (verdict === "script") {
    pending.current = null;
    submit.empty();
    show("success", t("form.toast.sent"));
    return;
  }
  if (verdict === "held" || verdict === "unsent") {
    show("warning", t(verdict === "held" ? "form.toast.wait" : "form.toast.notSent"));
    return;
  }
  const enquiry = toEnquiryDocument(submit.values, submit.locale, submit.noticeVersion);
  if (!pending.current || !sameEnquiry(pending.current.document, enquiry)) {
    const id = crypto.randomUUID();
    pending.current = { kind: "enquiry", id, document: enquiry, productName: submit.productName };
  }
  const result = await sendThroughOutbox(pending.current, submit.timeLeft);
  if (result.outcome === "sent" || result.outcome === "queued") {
    // Queued counts as sent for the flood limit: it will be, without another submit.
    submit.delivered();
    pending.current = null;
    submit.empty();
  }
  if (result.outcome === "sent") {
    submit.setStatus(null);
    show("success", t("form.toast.sent"));
  } else if (result.outcome === "queued") {
    submit.setStatus({ key: "form.status.queued", at: new Date() });
    show("info", t("form.toast.queued"));
    void result.delivered.then(() => {
      submit.setStatus({ key: "form.status.sent", at: new Date() });
      show("success", t("form.toast.sent"));
    });
  } else {
    show("warning", t(result.outcome === "error" ? "form.toast.error" : "form.toast.notSent"));
  }
}
