import type { LightboxOptions } from "./lightboxState";

/**
 * Opens the lightbox at `index` (`photoswipeLightbox`), fetching its code and stylesheet on
 * first use only: nothing of it, not even the code that sets PhotoSwipe up, loads with the page.
 * Reports `loading` at once, `unloaded` when the load fails, and the rest from PhotoSwipe (spec
 * §4).
 * @throws the import's error when the lightbox's code or stylesheet cannot be loaded
 */
export async function openLightbox(options: LightboxOptions): Promise<void> {
  options.onState("loading");
  let lightbox: typeof import("./photoswipeLightbox");
  try {
    [lightbox] = await Promise.all([
      import("./photoswipeLightbox"),
      import("photoswipe/style.css"),
    ]);
  } catch (error) {
    options.onState("unloaded");
    throw error;
  }
  lightbox.photoswipeLightbox(options);
}
