import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PostalAddress } from "../../components/contact/PostalAddress";
import { useHydrated } from "../../components/useHydrated";
import "./MapFacade.css";

/**
 * The footer's map behind a facade: a card with the address and an "Open map" button;
 * the map host's embed (`embedUrl`, an iframe) is requested only when the visitor presses it, so
 * no page contacts a third party at load time. The embed then takes the card's place, at its
 * height (px, measured: the card grows with a wrapped address), and receives the focus so a
 * keyboard visitor continues inside the map. The button is disabled until the app has hydrated
 * (before that it could do nothing).
 * @param embedUrl the manifest's `footer.map.embedUrl` (https)
 * @param address the address lines shown on the card
 */
export function MapFacade({ embedUrl, address }: { embedUrl: string; address: readonly string[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  // Once opened: the card's height in px, which the embed takes.
  const [opened, setOpened] = useState<{ height?: number } | null>(null);
  const open = opened !== null;
  const card = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const id = useId();
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);

  if (open) {
    return (
      <iframe
        ref={frame}
        className="map-facade map-facade--open"
        title={t("footer.mapTitle")}
        src={embedUrl}
        referrerPolicy="no-referrer-when-downgrade"
        width="400"
        height="300"
        // Set through the DOM (CSSOM), which the CSP's style-src allows, unlike a style attribute.
        style={opened.height === undefined ? undefined : { height: `${opened.height}px` }}
      />
    );
  }
  return (
    <section ref={card} className="map-facade" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="map-facade__title">
        {t("footer.mapTitle")}
      </h2>
      <PostalAddress className="map-facade__address" lines={address} />
      <button
        type="button"
        className="button map-facade__open"
        disabled={!hydrated}
        aria-describedby={`${id}-note`}
        onClick={() => setOpened({ height: card.current?.getBoundingClientRect().height })}
      >
        {t("footer.openMap")}
      </button>
      <p id={`${id}-note`} className="map-facade__note">
        {t("footer.mapNote")}
      </p>
    </section>
  );
}
