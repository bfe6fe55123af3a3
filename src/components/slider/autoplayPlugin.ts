import type { KeenSliderInstance, KeenSliderPlugin } from "keen-slider";

/** A keen-slider auto-play plugin and the switch that pauses it. */
export interface Autoplay {
  plugin: KeenSliderPlugin;
  /** Pauses (true) or resumes (false) auto-play; the visitor's pause button calls it. */
  setPaused: (paused: boolean) => void;
}

/**
 * Auto-play for keen-slider, which has none of its own: after each slide settles, wait
 * `intervalMs` and move to the next. The timer stops while the pointer is over the slider, while
 * focus is inside it (WCAG 2.2.2, and so keyboard users are not moved away), during a drag, while
 * paused, and while no part of the slider is in the viewport (nobody sees it move; a page with a
 * carousel far below would otherwise re-render it every interval).
 * @param intervalMs time a slide stays still, in ms
 */
export function createAutoplay(intervalMs: number, startPaused = false): Autoplay {
  let slider: KeenSliderInstance | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = startPaused;
  let hovering = false;
  let focused = false;
  let offscreen = false;

  const clear = () => clearTimeout(timer);
  const schedule = () => {
    clear();
    if (!slider || paused || hovering || focused || offscreen) return;
    const current = slider;
    timer = setTimeout(() => current.next(), intervalMs);
  };

  const plugin: KeenSliderPlugin = (instance) => {
    const listeners = new AbortController();
    let visibility: IntersectionObserver | undefined;
    instance.on("created", () => {
      slider = instance;
      const container = instance.container;
      const { signal } = listeners;
      const on = <K extends keyof HTMLElementEventMap>(
        type: K,
        listener: (event: HTMLElementEventMap[K]) => void,
      ) => container.addEventListener(type, listener, { signal });
      on("mouseover", () => {
        hovering = true;
        clear();
      });
      on("mouseout", () => {
        hovering = false;
        schedule();
      });
      on("focusin", () => {
        focused = true;
        clear();
      });
      on("focusout", (event) => {
        if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
        focused = false;
        schedule();
      });
      // Its first report comes at once with the slider's current state.
      visibility = new IntersectionObserver((entries) => {
        offscreen = !entries.some((entry) => entry.isIntersecting);
        schedule();
      });
      visibility.observe(container);
      schedule();
    });
    instance.on("dragStarted", clear);
    instance.on("animationEnded", schedule);
    instance.on("updated", schedule);
    instance.on("destroyed", () => {
      clear();
      listeners.abort();
      visibility?.disconnect();
      slider = undefined;
    });
  };

  return {
    plugin,
    setPaused: (value) => {
      paused = value;
      schedule();
    },
  };
}
