import { useCallback, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderMenu } from "../../brand/schemas/header";
import { AppLink } from "../../components/AppLink";
import { useCloseOnNavigate } from "./useCloseOnNavigate";
import { useDismiss } from "./useDismiss";

/**
 * A disclosure button (`aria-expanded`) and its list of links (spec §2, Services dropdown; spec §4,
 * open/closed). Closes on a click outside it, on Escape (focus returns to the toggle) and on
 * navigation.
 */
export function DropdownMenu({ menu }: { menu: HeaderMenu }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useCloseOnNavigate(close);

  useDismiss(open, close, wrapper, toggle);

  return (
    <div className="dropdown" ref={wrapper}>
      <button
        ref={toggle}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t(menu.label)}
        <span className="dropdown__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="dropdown__list" hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <AppLink href={item.to} className="dropdown__link">
              {t(item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
