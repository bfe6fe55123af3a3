import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { ContactDetails } from "../../components/contact/ContactDetails";
import { PostalAddress } from "../../components/contact/PostalAddress";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { OfficesSectionData } from "./officesSectionSchema";
import "./OfficesSection.css";

/**
 * The business's offices from `manifest.contact.offices`, each with its address, a `tel:` and a
 * `mailto:` link (spec §2, Contact).
 */
export function OfficesSection({ section, headingLevel }: SectionProps<OfficesSectionData>) {
  const { t } = useTranslation();
  const { manifest } = useBrand();
  return (
    <SectionFrame className="offices" section={section} headingLevel={headingLevel}>
      <ul className="offices__list grid-list">
        {(manifest.contact.offices ?? []).map((office) => (
          <li key={office.label} className="offices__item">
            <h3>{t(office.label)}</h3>
            <PostalAddress lines={office.address} />
            <ContactDetails
              phone={office.phone}
              email={office.email}
              labels={{ phone: t("offices.phone"), email: t("offices.email") }}
            />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
