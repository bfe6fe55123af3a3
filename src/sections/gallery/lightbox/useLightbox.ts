import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { prefersReducedMotion } from "../../../components/motion/reducedMotion";
import type { LightboxItem, LightboxState } from "./lightboxState";
import { openLightbox } from "./openLightbox";

/**
 * The lightbox of one gallery: its state (spec §4, Image zoom) and `open`, which loads PhotoSwipe
 * on first use. A click while it is already opening or closing is ignored.
 */
export function useLightbox(): {
  state: LightboxState;
  open: (items: readonly LightboxItem[], index: number) => void;
} {
  const { t } = useTranslation();
  const [state, setState] = useState<LightboxState>("unloaded");
  const current = useRef<LightboxState>("unloaded");
  const open = useCallback(
    (items: readonly LightboxItem[], index: number) => {
      if (current.current !== "unloaded") return;
      const onState = (next: LightboxState) => {
        current.current = next;
        setState(next);
      };
      openLightbox({
        items,
        index,
        labels: {
          close: t("lightbox.close"),
          previous: t("lightbox.previous"),
          next: t("lightbox.next"),
          zoom: t("lightbox.zoom"),
        },
        reducedMotion: prefersReducedMotion(),
        onState,
      }).catch((error: unknown) => console.error("The lightbox could not load", error));
    },
    [t],
  );
  return { state, open };
}
