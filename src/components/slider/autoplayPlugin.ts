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
 * focus is inside it (WCAG 2.2.2, and so keyboard users are not moved away), during a drag, and
 * while paused.
 * @param intervalMs time a slide stays still, in ms
 */
export function createAutoplay(intervalMs: number, startPaused = false): Autoplay {
  let slider: KeenSliderInstance | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = startPaused;
  let hovering = false;
  let focused = false;

  const clear = () => clearTimeout(timer);
  const schedule = () => {
    clear();
    if (!slider || paused || hovering || focused) return;
    const current = slider;
    timer = setTimeout(() => current.next(), intervalMs);
  };

  const plugin: KeenSliderPlugin = (instance) => {
    instance.on("created", () => {
      slider = instance;
      const container = instance.container;
      container.addEventListener("mouseover", () => {
        hovering = true;
        clear();
      });
      container.addEventListener("mouseout", () => {
        hovering = false;
        schedule();
      });
      container.addEventListener("focusin", () => {
        focused = true;
        clear();
      });
      container.addEventListener("focusout", (event) => {
        if (event.relatedTarget instanceof Node && container.contains(event.relatedTarget)) return;
        focused = false;
        schedule();
      });
      schedule();
    });
    instance.on("dragStarted", clear);
    instance.on("animationEnded", schedule);
    instance.on("updated", schedule);
    instance.on("destroyed", () => {
      clear();
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
