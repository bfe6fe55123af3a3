import { useBrand } from "../../brand/BrandContext";
import { CompanyFooter } from "./CompanyFooter";
import { SubscribeFooter } from "./SubscribeFooter";

/** The site footer chosen by `manifest.footer.variant` (spec 2, shared footer). */
export function SiteFooter() {
  const { manifest } = useBrand();
  const { footer, contact } = manifest;
  return footer.variant === "company" ? (
    <CompanyFooter footer={footer} contact={contact} />
  ) : (
    <SubscribeFooter footer={footer} contact={contact} />
  );
}
