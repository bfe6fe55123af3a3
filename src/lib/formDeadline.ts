/**
 * How long a visitor waits for the answer to a form's submit (enquiry, subscribe), in ms, the
 * loading of Firestore and EmailJS included. Together with the time a toast may take to load
 * (`TOAST_WAIT_MS`, 3 s), every submit ends in a visible message within 15 s whatever hangs.
 */
export const SUBMIT_DEADLINE_MS = 10_000;
