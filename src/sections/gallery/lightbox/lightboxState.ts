/**
 * Spec §4, Image zoom: the lightbox goes unloaded → loading (its code and styles are fetched and
 * it opens) → loaded (open) → unloading (closing) → unloaded.
 */
export type LightboxState = "unloaded" | "loading" | "loaded" | "unloading";

/** One image the lightbox shows, with the size it may be shown at. */
export interface LightboxItem {
  /** URL of the largest variant. */
  src: string;
  /** `srcset` of the variants, so the lightbox picks one for the screen. */
  srcset?: string;
  /** Width in px of `src`. */
  width: number;
  /** Height in px of `src`. */
  height: number;
  alt: string;
  /** Caption shown under the photo while it is open (plain text), if any. */
  caption?: string;
}

/** Labels of the lightbox's buttons, from the copy strings. */
export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  zoom: string;
}

/** What the lightbox shows and how it reports its states. */
export interface LightboxOptions {
  items: readonly LightboxItem[];
  index: number;
  labels: LightboxLabels;
  reducedMotion: boolean;
  onState: (state: LightboxState) => void;
}
