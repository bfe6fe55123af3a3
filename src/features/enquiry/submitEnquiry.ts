import { getDb } from "../firebase/getDb";
import type { EnquiryDocument } from "./enquiry";
import { saveEnquiry } from "./saveEnquiry";
import { loadEmailJs, sendEnquiryMail } from "./sendEnquiryMail";

/**
 * How a valid submit ended (spec 8): `sent` (the write succeeded), `not-sent` (Firestore refused or
 * could not be reached: the visitor must try again), `error` (the handler itself failed, e.g. the
 * Firebase SDK could not be loaded or is not configured).
 */
export type EnquiryOutcome = "sent" | "not-sent" | "error";

/**
 * Sends a valid enquiry: once Firestore and EmailJS are loaded, the write and the e-mail start
 * together (spec 7). Only the write decides the outcome; the e-mail's result is only logged.
 * Failures are logged to the console, never thrown.
 */
export async function submitEnquiry(
  form: HTMLFormElement,
  enquiry: EnquiryDocument,
): Promise<EnquiryOutcome> {
  const [db, emailJs] = await Promise.allSettled([getDb(), loadEmailJs()]);
  if (db.status === "rejected") {
    console.error("Error adding document:", db.reason);
    return "error";
  }
  if (emailJs.status === "fulfilled") void sendEnquiryMail(emailJs.value, form);
  else console.warn("EmailJS could not be loaded; the enquiry was not e-mailed:", emailJs.reason);
  try {
    await saveEnquiry(db.value, enquiry);
    return "sent";
  } catch (error) {
    console.error("Error adding document:", error);
    return "not-sent";
  }
}
