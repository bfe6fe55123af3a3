import "./DataNotice.css";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import type { BrandForm } from "../../brand/brandForms";
import { NOTICE_KEYS, noticeText } from "../../brand/noticeCopy";
import { copyList } from "../../i18n/copyList";
import { EmailLink } from "../contact/EmailLink";
import { TextWithLink } from "../TextWithLink";

/** `text` with the first occurrence of `address` linked as a `mailto:` URI. */
function withEmailLink(text: string, address: string | undefined) {
  const at = address ? text.indexOf(address) : -1;
  if (!address || at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <EmailLink email={address} />
      {text.slice(at + address.length)}
    </>
  );
}

/**
 * The notice under a form, before anything is sent (India's DPDP Act 2023 and its Rules; the
 * copy keys and their order are `NOTICE_KEYS[form]`, src/brand/noticeCopy.ts): one line saying
 * what the details are used for, always shown, and a native disclosure (`<details>`, closed, so
 * the form stays a form on a phone) with each item collected and its purpose, how long it is
 * kept, how to withdraw consent or ask for access, correction or erasure (the grievance officer's
 * address from the manifest, linked), the right to complain to the Data Protection Board of
 * India, and a link to the privacy policy. Everything in the page's language; its text is what
 * the form's notice version identifies (scripts/brand/noticeVersions.ts).
 * @param form whose notice: `enquiry` (the enquiry or order form) or `subscribe`
 * @param privacyPolicy the in-site address of the privacy policy, as `AppLink` takes it
 * @param className the form's own class for the notice's place and colour
 */
export function DataNotice({
  form,
  privacyPolicy,
  className,
}: {
  form: BrandForm;
  privacyPolicy: string;
  className: string;
}) {
  const { t, i18n } = useTranslation();
  const grievanceEmail = useBrand().manifest.leads?.grievanceEmail;
  const notice = noticeText(
    NOTICE_KEYS[form],
    (key) => t(key),
    (key) => copyList(i18n, key),
  );
  return (
    <div className={`data-notice ${className}`}>
      <p>{notice.summary}</p>
      <details className="data-notice__details quiet-disclosure">
        <summary>{notice.more}</summary>
        <ul>
          {notice.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{notice.retention}</p>
        <p>{withEmailLink(notice.rights, grievanceEmail)}</p>
        <p>{notice.board}</p>
        <p>
          <TextWithLink text={notice.policy} href={privacyPolicy} />
        </p>
      </details>
    </div>
  );
}
