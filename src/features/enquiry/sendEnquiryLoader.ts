import { lazyModule } from "../../lib/lazyModule/lazyModule";
import sendEnquiryUrl from "./sendEnquiry?chunk-url";

/**
 * The enquiry form's send (src/features/enquiry/sendEnquiry.ts), its chunk loaded once, on the
 * form's first touch or its first valid submit; a failed or stalled load is retried afresh on the
 * next call (`lazyModule`).
 * @throws the import's error, or a TimeoutError, when the chunk cannot be loaded
 */
export const loadSendEnquiry = lazyModule(
  () => import("./sendEnquiry"),
  sendEnquiryUrl,
  "loading the enquiry's send",
);
