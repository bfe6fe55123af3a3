import { useRef } from "react";

/**
 * Runs `load` once, the first time the visitor focuses or presses anything inside the element
 * the handlers are spread on: a form fetches what sending needs (its SDKs) while the visitor is
 * still typing, and never with the page.
 * @param load what to start; it handles its own failure (a later use retries)
 * @returns `onFocus` and `onPointerDown` handlers for the element
 */
export function useFirstIntent(load: () => void): {
  onFocus: () => void;
  onPointerDown: () => void;
} {
  const started = useRef(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    load();
  };
  return { onFocus: start, onPointerDown: start };
}
