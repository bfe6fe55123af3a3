import type { KeenSliderInstance, KeenSliderOptions } from "keen-slider";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Autoplay as AutoplaySettings, PerViewBreakpoint } from "../../brand/schemaAtoms";
import { useNearViewport } from "../useNearViewport";
import { type Autoplay, createAutoplay } from "./autoplayPlugin";
import { keenBreakpoints } from "./perView";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

/** What a slider component needs from `useSlider`. */
export interface Slider {
  /** Ref callback for the `.keen-slider` element. */
  ref: (element: HTMLDivElement | null) => void;
  /** Handlers for the slider's element: the visitor reaching for it starts it. */
  intent: { onPointerEnter: () => void; onPointerDown: () => void; onFocus: () => void };
  /** Index of the first slide in view (0-based). */
  current: number;
  /** Whether slide `index` is in view; off-screen slides are made inert. */
  isVisible: (index: number) => boolean;
  /**
   * Whether keen-slider has taken over the track: false in the prerendered page, during
   * hydration, until the slider starts (`useSlider`), and if its script fails to load (the slides
   * then stay on the first view).
   */
  started: boolean;
  paused: boolean;
  togglePaused: () => void;
  prev: () => void;
  next: () => void;
}

/**
 * A looping keen-slider with our auto-play plugin. Auto-play starts paused when the visitor
 * prefers reduced motion (and slides then move without animation); the pause button toggles it,
 * and it waits while the slider is off screen (autoplayPlugin.ts). A slider starts (keen-slider's
 * script loads and takes over the track) only when it first has something to do: once it has
 * been within a screen of the viewport (`useNearViewport`) for one auto-play interval, or when
 * the visitor reaches for it (pointer, focus, an arrow; an arrow's step is taken once it has
 * started). So a page's first load never fetches keen-slider, and a carousel far down the page
 * costs no main-thread work while the page loads. Until then the slides' CSS already lays out
 * the first view; a slider started by that interval takes its first step at once, so every
 * view stays one interval, as if it had run from the start.
 * @param perView items per view by viewport width; the first entry's `perView` is the base
 */
export function useSlider(options: {
  count: number;
  autoplay: AutoplaySettings;
  perView: readonly PerViewBreakpoint[];
  drag: boolean;
}): Slider {
  const { count, autoplay, perView, drag } = options;
  const reducedMotion = usePrefersReducedMotion();
  // The visitor's own pause or play, and the preference it was made under: a change of the
  // preference (reduced motion turned on or off) outranks an earlier choice.
  const [choice, setChoice] = useState<{ paused: boolean; reducedMotion: boolean } | null>(null);
  const paused = choice && choice.reducedMotion === reducedMotion ? choice.paused : reducedMotion;
  const basePerView = perView[0]?.perView ?? 1;
  const [current, setCurrent] = useState(0);
  const [visible, setVisible] = useState<ReadonlySet<number>>(
    () => new Set(Array.from({ length: Math.min(basePerView, count) }, (_, index) => index)),
  );
  const autoplayRef = useRef<Autoplay | null>(null);
  autoplayRef.current ??= createAutoplay(autoplay.intervalMs, true);
  const control = autoplayRef.current;

  const keenOptions = useMemo((): KeenSliderOptions => {
    const sync = (slider: KeenSliderInstance) => {
      const details = slider.track.details;
      if (!details) return;
      setCurrent(details.rel);
      setVisible(
        new Set(details.slides.flatMap((slide, index) => (slide.portion > 0.5 ? [index] : []))),
      );
    };
    return {
      loop: true,
      drag,
      defaultAnimation: { duration: reducedMotion ? 0 : autoplay.animationMs },
      slides: { perView: basePerView, spacing: 0 },
      breakpoints: keenBreakpoints(perView),
      created: sync,
      animationEnded: sync,
      slideChanged: sync,
      optionsChanged: sync,
    };
  }, [drag, reducedMotion, autoplay.animationMs, basePerView, perView]);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const instance = useRef<KeenSliderInstance | null>(null);
  const [started, setStarted] = useState(false);
  const near = useNearViewport(element);
  // Whether the slider has something to do: its first step is due, or the visitor reached for it.
  const [wanted, setWanted] = useState(false);
  // An arrow pressed before keen-slider arrived: its step, taken once it has.
  const pendingStep = useRef<"prev" | "next" | null>(null);
  useEffect(() => {
    if (!near || wanted || paused) return;
    // The first view has been shown for an interval: its step is due, taken once keen-slider
    // has arrived, so auto-play keeps its pace from the first view.
    const timer = setTimeout(() => {
      pendingStep.current ??= "next";
      setWanted(true);
    }, autoplay.intervalMs);
    return () => clearTimeout(timer);
  }, [near, wanted, paused, autoplay.intervalMs]);
  useEffect(() => {
    if (!element || !wanted) return;
    let cancelled = false;
    import("keen-slider")
      .then(({ default: KeenSlider }) => {
        if (cancelled) return;
        const slider = new KeenSlider(element, keenOptions, [control.plugin]);
        instance.current = slider;
        setStarted(true);
        if (pendingStep.current) slider[pendingStep.current]();
        pendingStep.current = null;
      })
      .catch((error: unknown) => console.error("The slider could not load", error));
    return () => {
      cancelled = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [element, wanted, keenOptions, control]);

  useEffect(() => {
    control.setPaused(paused);
  }, [control, paused]);

  const start = () => setWanted(true);
  const step = (direction: "prev" | "next") => {
    if (instance.current) {
      instance.current[direction]();
      return;
    }
    pendingStep.current = direction;
    start();
  };
  return {
    ref: setElement,
    intent: { onPointerEnter: start, onPointerDown: start, onFocus: start },
    current,
    isVisible: (index) => visible.has(index),
    started,
    paused,
    togglePaused: () => setChoice({ paused: !paused, reducedMotion }),
    prev: () => step("prev"),
    next: () => step("next"),
  };
}
