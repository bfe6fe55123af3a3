/**
 * How long one attempt to load a lazy chunk (and its stylesheet) may take, in ms. Short enough
 * that a submit which had to wait for a stalled load still ends within the form's deadline; a
 * chunk is at most ~110 KB, seconds even on a slow mobile connection.
 */
export const LAZY_LOAD_TIMEOUT_MS = 8000;
