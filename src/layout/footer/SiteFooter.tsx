import { CompanyFooter, SubscribeFooter } from "virtual:brand-footer";
import { useBrand } from "../../brand/BrandContext";
import "./SiteFooter.css";

/**
 * The site footer chosen by `manifest.footer.variant` (spec §2, shared footer). A build provides
 * only that variant's component (`virtual:brand-footer`), so the others stay out of its bundle.
 * @throws Error when this build has no component for the manifest's variant (a build of one
 *   brand rendering another's manifest)
 */
export function SiteFooter() {
  const { manifest } = useBrand();
  const { footer, contact } = manifest;
  if (footer.variant === "company" && CompanyFooter)
    return <CompanyFooter footer={footer} contact={contact} />;
  if (footer.variant === "subscribe" && SubscribeFooter)
    return <SubscribeFooter footer={footer} contact={contact} />;
  throw new Error(`This build has no component for the '${footer.variant}' footer`);
}
