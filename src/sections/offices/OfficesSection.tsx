import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { telHref } from "../../components/contact/telHref";
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
            <address>
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <dl>
              <dt>{t("offices.phone")}</dt>
              <dd>
                <a href={telHref(office.phone)}>{office.phone}</a>
              </dd>
              <dt>{t("offices.email")}</dt>
              <dd>
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
