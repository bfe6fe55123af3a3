import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/AppLink";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { useZoomSetting } from "../../components/ZoomSetting";
import type { SectionProps } from "../SectionProps";
import type { ProductHeroSectionData } from "./productHeroSectionSchema";
import "./ProductHeroSection.css";

/**
 * A product banner: brand title, claim, calls to action and the product image. The image's zoom
 * animation runs while the zoom setting (spec §4; the header's Contact Us flips it) is on, shown as
 * `data-zoom="on|off"`; the stylesheet plays it only for visitors who allow motion.
 */
export function ProductHeroSection({
  section,
  headingLevel,
}: SectionProps<ProductHeroSectionData>) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const zoom = useZoomSetting();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const eyebrow = optional(`${section.key}.eyebrow`);
  return (
    <section
      className="section product-hero"
      id={section.id}
      data-zoom={zoom.enabled ? "on" : "off"}
    >
      <div className="section__inner product-hero__inner">
        <div className="product-hero__copy">
          {eyebrow && <p className="product-hero__eyebrow">{eyebrow}</p>}
          <Heading>{t(`${section.key}.heading`)}</Heading>
          <p className="product-hero__claim">{t(`${section.key}.claim`)}</p>
          {section.ctas.length > 0 && (
            <p className="product-hero__ctas">
              {section.ctas.map((cta, index) => (
                <AppLink
                  key={cta.to}
                  href={cta.to}
                  className={index === 0 ? "button" : "button button--quiet"}
                >
                  {t(cta.label)}
                </AppLink>
              ))}
            </p>
          )}
        </div>
        <div className="product-hero__media">
          <ResponsiveImage
            className="product-hero__image"
            src={section.image}
            alt={t(`${section.key}.imageAlt`)}
            sizes="(min-width: 48rem) 40vw, 100vw"
            eager
          />
        </div>
      </div>
    </section>
  );
}
