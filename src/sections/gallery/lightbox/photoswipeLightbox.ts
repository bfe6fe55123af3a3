import PhotoSwipe from "photoswipe";
import { isCloseSwipe } from "./closeGesture";
import type { LightboxOptions } from "./lightboxState";

/**
 * Shows PhotoSwipe at `index` once its code and stylesheet are there (`openLightbox` loads this
 * module, which holds PhotoSwipe, with them) and reports each state change after `loading` (spec
 * §4). Besides PhotoSwipe's own Escape, close button and click on the backdrop, it also closes on
 * a wheel scroll (PhotoSwipe would pan) and on a vertical swipe of more than 10 px (PhotoSwipe's
 * own needs a share of the viewport). Focus returns to the element that had it (the clicked
 * photo) when it closes. An item's `caption` shows under the photo (`.pswp__caption`, styled in
 * GallerySection.css).
 */
export function photoswipeLightbox(options: LightboxOptions): void {
  const { items, index, labels, reducedMotion, onState } = options;
  const pswp = new PhotoSwipe({
    dataSource: items.map((item) => ({
      src: item.src,
      srcset: item.srcset,
      width: item.width,
      height: item.height,
      alt: item.alt,
    })),
    index,
    bgOpacity: 0.92,
    showHideAnimationType: reducedMotion ? "none" : "fade",
    closeTitle: labels.close,
    arrowPrevTitle: labels.previous,
    arrowNextTitle: labels.next,
    zoomTitle: labels.zoom,
    bgClickAction: "close",
    returnFocus: true,
  });

  // A caption bar under the photo, PhotoSwipe's documented way to add UI: the current item's
  // caption as text, hidden for an item without one.
  pswp.on("uiRegister", () => {
    pswp.ui?.registerElement({
      name: "caption",
      order: 9,
      isButton: false,
      appendTo: "root",
      onInit: (element) => {
        element.setAttribute("aria-live", "polite");
        pswp.on("change", () => {
          const caption = items[pswp.currIndex]?.caption ?? "";
          element.textContent = caption;
          element.hidden = caption === "";
        });
      },
    });
  });

  pswp.on("wheel", ({ originalEvent }) => {
    // Ctrl + wheel stays PhotoSwipe's zoom; a plain wheel scroll closes.
    if (originalEvent.ctrlKey) return;
    originalEvent.preventDefault();
    pswp.close();
  });

  let start: { x: number; y: number } | null = null;
  pswp.on("pointerDown", ({ originalEvent }) => {
    start = { x: originalEvent.clientX, y: originalEvent.clientY };
  });
  pswp.on("pointerMove", ({ originalEvent }) => {
    const slide = pswp.currSlide;
    // A zoomed-in photo is panned by dragging, not closed.
    const zoomed = slide ? slide.currZoomLevel > slide.zoomLevels.initial + 0.01 : false;
    if (!start || zoomed || pswp.isDestroying) return;
    if (isCloseSwipe(originalEvent.clientX - start.x, originalEvent.clientY - start.y)) {
      start = null;
      pswp.close();
    }
  });
  pswp.on("pointerUp", () => {
    start = null;
  });

  pswp.on("openingAnimationEnd", () => onState("loaded"));
  pswp.on("close", () => onState("unloading"));
  pswp.on("destroy", () => onState("unloaded"));
  pswp.init();
}
