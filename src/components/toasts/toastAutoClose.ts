/** How long a toast stays before it closes by itself, in ms (spec §9); hovering pauses it. */
export const TOAST_AUTO_CLOSE_MS = 5000;
