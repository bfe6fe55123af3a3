import { useTranslation } from "react-i18next";
import { loadSendCopy } from "../brand/sendCopy";
import { addCopy } from "../i18n/addCopy";

/**
 * The load of the send copy in the page's language (`loadSendCopy`: what the forms show only once
 * a send is under way, and the mail the footer's forms send, which no first load shows) into the
 * page's i18next instance, whose text then re-renders. A form starts it at its first touch and
 * awaits it before it answers a submit.
 * @returns the load: resolves once the copy is there; rejects when its chunk cannot be loaded
 *   (`loadSendCopy`), and loads afresh on the next call
 */
export function useSendCopy(): () => Promise<void> {
  const { i18n } = useTranslation();
  return async () => addCopy(i18n, i18n.language, await loadSendCopy(i18n.language));
}
