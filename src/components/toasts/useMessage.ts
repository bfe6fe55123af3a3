import { useCallback, useState } from "react";
import { notify, type ToastKind } from "./notify";

/** A message shown in the page because the toasts could not be loaded. */
export interface InlineMessage {
  kind: ToastKind;
  text: string;
}

/**
 * Messages for the visitor from a form: `show` raises a toast (spec §9) and, when the toast code
 * cannot be loaded in time (offline, see `notify`), puts the message in `inline` for the form to
 * render in an element with `role="alert"`, so a message never depends on a chunk that failed to
 * load. `clear` removes the inline message (the form calls it when the visitor types again).
 */
export function useMessage(): {
  inline: InlineMessage | null;
  show: (kind: ToastKind, text: string) => Promise<void>;
  clear: () => void;
} {
  const [inline, setInline] = useState<InlineMessage | null>(null);
  const show = useCallback(async (kind: ToastKind, text: string) => {
    setInline(null);
    if (!(await notify(kind, text))) setInline({ kind, text });
  }, []);
  const clear = useCallback(() => setInline(null), []);
  return { inline, show, clear };
}
