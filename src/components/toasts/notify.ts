import type { toast } from "react-toastify/unstyled";

/** The toast kinds the site raises. */
export type ToastKind = "success" | "info" | "warning" | "error";

let loading: Promise<typeof toast> | undefined;

/**
 * Loads react-toastify and its stylesheet and mounts the one toast container, once; a failed load
 * (offline) is forgotten, so the next toast tries again.
 * @returns react-toastify's `toast`
 */
export function loadToasts(): Promise<typeof toast> {
  loading ??= import("./mountToasts").then(
    ({ mountToasts }) => mountToasts(),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Shows `message` as a toast (spec 9). The toast code is loaded on the first call (or an earlier
 * `loadToasts()`), so no page's first load carries it. When it cannot be loaded the failure is
 * logged and the toast is lost; the caller's state (what the visitor typed) is not touched.
 * @param kind the toast's style and icon
 * @param message copy text, already translated
 */
export async function notify(kind: ToastKind, message: string): Promise<void> {
  try {
    (await loadToasts())[kind](message);
  } catch (error) {
    console.error(`Could not show the toast '${message}'`, error);
  }
}
