import { sendCopyChunks } from "virtual:brand-send-copy";
import type { CopyStrings } from "../i18n/createI18n";

/**
 * Loads the forms' send copy in `locale` (`virtual:brand-send-copy/<locale>`): their answers once
 * a send is under way and the mail the footer's forms send (`SplitBrand.sendResources`). Empty
 * for a locale or brand that has none. Apart from src/brand/brand.ts, so that only the forms'
 * chunks carry the loaders. A failed or stalled load is retried afresh on the next call
 * (`lazyModule`).
 * @throws the import's error, or a TimeoutError, when the chunk cannot be loaded
 */
export async function loadSendCopy(locale: string): Promise<CopyStrings> {
  const load = sendCopyChunks[locale];
  return load ? (await load()).copy : {};
}
