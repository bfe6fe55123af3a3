import { Link, useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { priceKey } from "../../brand/priceCopy";
import { PhoneLink } from "../../components/contact/PhoneLink";
import { useOptionalCopy } from "../../components/useOptionalCopy";
import { choiceLink } from "../../features/enquiry/preselectedChoice";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { PacksSectionData } from "./packsSectionSchema";
import { savingPercent } from "./savingPercent";
import "./PacksSection.css";

/**
 * The buy section: each pack with its price from the manifest (and its list price and saving when
 * it is discounted) and, when `orderFormId` names the order form, a Buy button that opens it with
 * the pack's `choice` selected (`/?choice=30-day-pack#order`, see preselectedChoice.ts); then, as
 * a quieter panel, the other ways to buy: the manifest's buy links and the contact phone.
 */
export function PacksSection({ section, headingLevel }: SectionProps<PacksSectionData>) {
  const { t } = useTranslation();
  const optional = useOptionalCopy();
  const { contact } = useBrand().manifest;
  // Formatted at build time (src/brand/priceCopy.ts): no Intl.NumberFormat in the browser.
  const price = (amount: number) => t(priceKey(section.currency, amount));
  const howToBuy = optional(`${section.key}.howToBuy.text`);
  const path = useRouterState({ select: (state) => state.location.pathname });
  const { orderFormId } = section;
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
              {orderFormId && pack.choice && (
                <Link
                  to={path}
                  {...choiceLink(pack.choice, orderFormId)}
                  className="button pack__buy"
                >
                  {t("packs.buy")}
                  <span className="visually-hidden">: {t(`${pack.key}.heading`)}</span>
                </Link>
              )}
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
                <a href={link.href} rel="noopener">
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="packs__call">
          {t(`${section.key}.call`)} <PhoneLink phone={contact.phone} />
        </p>
      </div>
    </SectionFrame>
  );
}
