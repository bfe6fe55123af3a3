import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * One slide of a slider, as the WAI-ARIA carousel pattern has it: a group named "slide n of
 * count" (`slider.slideLabel`), inert while out of view so its links and buttons are no tab stops.
 * @param index the slide's place, from 0
 * @param count how many slides the slider has
 * @param visible whether the slide is in view (`useSlider`'s `isVisible`)
 * @param className the section's class for its slides, after keen-slider's own
 */
export function SliderSlide({
  index,
  count,
  visible,
  className,
  children,
}: {
  index: number;
  count: number;
  visible: boolean;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a div with role group, not a form fieldset
    <div
      className={`keen-slider__slide ${className}`}
      role="group"
      aria-roledescription="slide"
      aria-label={t("slider.slideLabel", { n: index + 1, count })}
      inert={!visible}
    >
      {children}
    </div>
  );
}
