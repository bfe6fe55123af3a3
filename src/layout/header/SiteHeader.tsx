import { Link } from "@tanstack/react-router";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import type { HeaderLink, HeaderMenu } from "../../brand/schemas/header";
import { useLocalePath } from "../../i18n/LocaleContext";
import { DropdownMenu } from "./DropdownMenu";
import { HeaderLinkItem } from "./HeaderLinkItem";
import { LanguageSwitch } from "./LanguageSwitch";
import { useCloseOnNavigate } from "./useCloseOnNavigate";
import { useDismiss } from "./useDismiss";
import "./SiteHeader.css";

const isMenu = (entry: HeaderMenu | HeaderLink): entry is HeaderMenu => "items" in entry;

/**
 * The site header chosen by `manifest.header.variant` (spec §2): `dropdown` shows the logo, links
 * and dropdown menus; `title` shows the brand title and links that may scroll. On narrow screens
 * the links sit behind a menu button, which closes on Escape, an outside press and navigation.
 * Both end with the language switch (in the menu on narrow screens).
 */
export function SiteHeader() {
  const { manifest, assetUrl } = useBrand();
  const { header } = manifest;
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [navOpen, setNavOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);
  useCloseOnNavigate(closeNav);
  const headerRef = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(navOpen, closeNav, headerRef, menuButton);

  const entries: ReadonlyArray<HeaderMenu | HeaderLink> = header.links;
  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        <Link to={localePath("/")} className="site-header__brand" activeOptions={{ exact: true }}>
          {header.variant === "dropdown" ? (
            <img
              src={assetUrl(header.logo.src)}
              width={header.logo.width}
              height={header.logo.height}
              alt={manifest.name}
            />
          ) : (
            t(header.title)
          )}
        </Link>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={navOpen}
          aria-controls="site-nav"
          onClick={() => setNavOpen((open) => !open)}
        >
          <span className="visually-hidden">{t(navOpen ? "a11y.closeMenu" : "a11y.openMenu")}</span>
          <span className="site-header__menu-icon" aria-hidden="true" />
        </button>
        <nav
          id="site-nav"
          className="site-header__nav"
          data-open={navOpen}
          aria-label={t("a11y.mainNavigation")}
        >
          <ul className="site-header__links">
            {entries.map((entry) => (
              <li key={entry.label}>
                {isMenu(entry) ? (
                  <DropdownMenu menu={entry} />
                ) : (
                  <HeaderLinkItem link={entry} onActivate={closeNav} />
                )}
              </li>
            ))}
            <LanguageSwitch />
          </ul>
        </nav>
      </div>
    </header>
  );
}
