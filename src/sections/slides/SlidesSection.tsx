import { useTranslation } from "react-i18next";
import { AppLink } from "../../components/AppLink";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { SliderPauseButton } from "../../components/slider/SliderPauseButton";
import { SliderSlide } from "../../components/slider/SliderSlide";
import { useSlider } from "../../components/slider/useSlider";
import type { SectionProps } from "../SectionProps";
import type { SlidesSectionData } from "./slidesSectionSchema";
import "keen-slider/keen-slider.min.css";
import "./SlidesSection.css";

const ONE_PER_VIEW = [{ minWidth: 0, perView: 1 }] as const;

/**
 * A full-width banner of slides (spec §2, Home banner; spec §9): loops, plays by itself, swiping
 * only when the manifest allows it, a call to action on each slide and a pause button (WCAG
 * 2.2.2). Off-screen slides are inert so their buttons are not tab stops. Only the first slide's
 * photo is in the prerendered page: the others sit beside it, within Chromium's lazy-loading
 * distance, so they would be fetched with the first paint although no one sees them until the
 * slider (loaded after hydration) moves; they are added once it has started.
 */
export function SlidesSection({ section, headingLevel }: SectionProps<SlidesSectionData>) {
  const { t } = useTranslation();
  const count = section.slides.length;
  const slider = useSlider({
    count,
    autoplay: section.autoplay,
    perView: ONE_PER_VIEW,
    drag: section.swipe,
  });
  return (
    <section
      className="slides"
      id={section.id}
      aria-roledescription="carousel"
      aria-label={t(`${section.key}.label`)}
      data-current-slide={slider.current}
    >
      <div ref={slider.ref} {...slider.intent} className="keen-slider slides__track">
        {section.slides.map((slide, index) => {
          // Only the first slide's heading is the page's h1.
          const Heading = headingLevel === 1 && index === 0 ? "h1" : "h2";
          return (
            <SliderSlide
              key={slide.key}
              index={index}
              count={count}
              visible={slider.isVisible(index)}
              className="slides__slide"
            >
              {(index === 0 || slider.started) && (
                <ResponsiveImage
                  src={slide.image}
                  alt=""
                  sizes="100vw"
                  eager={index === 0}
                  className="slides__image"
                />
              )}
              <div className="slides__content">
                <Heading>{t(`${slide.key}.heading`)}</Heading>
                <p className="slides__text">{t(`${slide.key}.text`)}</p>
                <AppLink href={slide.cta.to} className="button slides__cta">
                  {t(slide.cta.label)}
                </AppLink>
              </div>
            </SliderSlide>
          );
        })}
      </div>
      <div className="slides__controls">
        <SliderPauseButton paused={slider.paused} onToggle={slider.togglePaused} />
      </div>
    </section>
  );
}
