/**
 * The thresholds of the forms' defences against scripts (docs/enquiry.md, "Against abuse",
 * explains each choice).
 */

/**
 * A submit sooner than this after the form became usable, in ms, is a script's: a person needs
 * longer even with the browser's autofill. Autofill fills name, e-mail and phone in one action
 * (Chromium dispatches the three fields' events in the same millisecond), but the enquiry still
 * needs a service chosen and a message typed or pasted, and the subscribe form a pointer move to
 * its button. The fastest path, all keyboard (autofill, the pack chosen by a Buy link, a pasted
 * message, Enter), is nine keys: about 1.1-1.4 s for an expert (an estimate); with the pointer,
 * several seconds. A script fills and submits in tens to hundreds of milliseconds.
 */
export const PERSON_MIN_FILL_MS = 1000;

/** How many submissions one browser may deliver through one form within `FLOOD_WINDOW_MS`. */
export const FLOOD_MAX_SENDS = 3;

/** The window of the flood limit, in ms: 10 minutes. */
export const FLOOD_WINDOW_MS = 10 * 60 * 1000;
