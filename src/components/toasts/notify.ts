import type { toast } from "react-toastify/unstyled";
import { lazyModule } from "../../lib/lazyModule/lazyModule";
import { withTimeout } from "../../lib/lazyModule/withTimeout";
import mountToastsUrl from "./mountToasts?chunk-url";

/** The toast kinds the site raises. */
export type ToastKind = "success" | "info" | "warning" | "error";

/**
 * How long a message waits for the toast code, in ms; past that the caller shows it inline
 * instead (and the toast is not raised later, so the message never appears twice).
 */
export const TOAST_WAIT_MS = 3000;

const loadModule = lazyModule(() => import("./mountToasts"), mountToastsUrl, "loading the toasts", {
  stylesheet: true,
});

let mounted: typeof toast | undefined;

/**
 * Loads react-toastify and its stylesheet and mounts the one toast container, once; a failed or
 * stalled load is retried afresh on the next call (see `lazyModule`).
 * @returns react-toastify's `toast`
 */
export async function loadToasts(): Promise<typeof toast> {
  const { mountToasts } = await loadModule();
  mounted ??= mountToasts();
  return mounted;
}

/**
 * Shows `message` as a toast (spec §9). The toast code is loaded on the first call (or an earlier
 * `loadToasts()`), so no page's first load carries it. A message must never depend on a chunk
 * that could not be loaded: when the toasts are not ready within `TOAST_WAIT_MS` this resolves
 * `false` without raising the toast, and the caller shows the message in the page itself.
 * @param kind the toast's style and icon
 * @param message copy text, already translated
 * @returns whether the toast was raised
 */
export async function notify(kind: ToastKind, message: string): Promise<boolean> {
  try {
    (await withTimeout(loadToasts(), TOAST_WAIT_MS, "loading the toasts"))[kind](message);
    return true;
  } catch (error) {
    console.error(`Could not show the toast '${message}'`, error);
    return false;
  }
}
