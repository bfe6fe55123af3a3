import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { telHref } from "../../components/footer/telHref";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import { formatPrice, savingPercent } from "./formatPrice";
import type { PacksSectionData } from "./packsSectionSchema";
import "./PacksSection.css";

/**
 * The buy section: each pack with its price from the manifest (and its list price and saving when
 * it is discounted), then how to buy: the manifest's buy links, the contact phone, and a link to
 * the order form section when `orderFormId` names one.
 */
export function PacksSection({ section, headingLevel }: SectionProps<PacksSectionData>) {
  const { t, i18n } = useTranslation();
  const optional = useOptionalCopy();
  const { contact } = useBrand().manifest;
  const price = (amount: number) => formatPrice(amount, section.currency, i18n.language);
  const howToBuy = optional(`${section.key}.howToBuy.text`);
  return (
    <SectionFrame className="packs" section={section} headingLevel={headingLevel}>
      <ul className="packs__grid grid-list">
        {section.packs.map((pack) => {
          const badge = optional(`${pack.key}.badge`);
          const saving = savingPercent(pack.price, pack.listPrice);
          return (
            <li key={pack.key} className="pack" data-featured={pack.featured}>
              {badge && <p className="pack__badge">{badge}</p>}
              <h3>{t(`${pack.key}.heading`)}</h3>
              <p className="pack__contents">{t(`${pack.key}.text`)}</p>
              <p className="pack__price">
                <span className="visually-hidden">{t("packs.price")} </span>
                <strong data-price={pack.price}>{price(pack.price)}</strong>
                {pack.listPrice !== undefined && saving !== undefined && (
                  <>
                    {" "}
                    <s className="pack__list-price">
                      <span className="visually-hidden">{t("packs.listPrice")} </span>
                      {price(pack.listPrice)}
                    </s>{" "}
                    <span className="pack__saving">{t("packs.saving", { percent: saving })}</span>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="packs__how">
        <h3>{t(`${section.key}.howToBuy.heading`)}</h3>
        {howToBuy && <p>{howToBuy}</p>}
        {section.buyLinks.length > 0 && (
          <ul className="packs__buy-links">
            {section.buyLinks.map((link) => (
              <li key={link.href}>
                <a className="button" href={link.href} rel="noopener">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        )}
        {section.orderFormId && (
          <p>
            <a href={`#${section.orderFormId}`}>{t(`${section.key}.orderForm`)}</a>
          </p>
        )}
        <p className="packs__call">
          {t(`${section.key}.call`)} <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
      </div>
    </SectionFrame>
  );
}
