import { useRouterState } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { HeaderLink } from "../../brand/schemas/header";
import { AppLink, splitHref } from "../../components/AppLink";
import { preferredScrollBehavior } from "../../components/motion/reducedMotion";
import { useZoomSetting } from "../../components/ZoomSetting";
import { useLocalePath } from "../../i18n/LocaleContext";

/** Spec §9: the smooth scroll to the page bottom uses this offset, in px. */
export const SCROLL_BOTTOM_OFFSET = 10000;

/**
 * One header link, with its action (spec §2, health-care header): `navigate` follows the link;
 * `scroll-top` smoothly scrolls to the top when already on the link's page; `scroll-bottom`
 * smoothly scrolls to offset 10000 px. `togglesZoom` also flips the zoom animation setting.
 * `onActivate` runs on every click (the phone menu closes even when the link only scrolls).
 */
export function HeaderLinkItem({
  link,
  onActivate,
}: {
  link: HeaderLink;
  onActivate?: () => void;
}) {
  const { t } = useTranslation();
  const zoom = useZoomSetting();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const localePath = useLocalePath();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onActivate?.();
    if (link.togglesZoom) zoom.toggle();
    const scrollTop = link.action === "scroll-top" && localePath(splitHref(link.to).to) === path;
    if (link.action === "scroll-bottom" || scrollTop) {
      event.preventDefault();
      window.scrollTo({
        top: link.action === "scroll-bottom" ? SCROLL_BOTTOM_OFFSET : 0,
        behavior: preferredScrollBehavior(),
      });
    }
  };

  return (
    <AppLink href={link.to} onClick={onClick}>
      {t(link.label)}
    </AppLink>
  );
}
