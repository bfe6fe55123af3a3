import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderMenu } from "../../brand/manifestSchema";
import { AppLink } from "../AppLink";
import { useCloseOnNavigate } from "./useCloseOnNavigate";

/**
 * A disclosure button (`aria-expanded`) and its list of links (spec 2, Services dropdown; spec 4,
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

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

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
