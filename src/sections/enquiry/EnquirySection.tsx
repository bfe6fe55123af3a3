import { useTranslation } from "react-i18next";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { ContactForm } from "../../features/enquiry/ContactForm";
import type { SectionProps } from "../SectionProps";
import type { EnquirySectionData } from "./enquirySectionSchema";

/** The enquiry form under a heading and an optional line of text; the manifest gives its choices. */
export function EnquirySection({ section, headingLevel }: SectionProps<EnquirySectionData>) {
  const { t } = useTranslation();
  const text = useOptionalCopy()(`${section.key}.text`);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="section enquiry" id={section.id}>
      <div className="section__inner">
        <Heading>{t(`${section.key}.heading`)}</Heading>
        {text && <p>{text}</p>}
        <ContactForm
          services={section.services}
          productName={section.productName}
          privacyPolicy={section.privacyPolicy}
        />
      </div>
    </section>
  );
}
