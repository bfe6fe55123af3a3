import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { SliderArrowButton } from "../../components/slider/SliderArrowButton";
import { SliderPauseButton } from "../../components/slider/SliderPauseButton";
import { SliderSlide } from "../../components/slider/SliderSlide";
import { useSlider } from "../../components/slider/useSlider";
import type { SectionProps } from "../SectionProps";
import type { CarouselSectionData } from "./carouselSectionSchema";
import "keen-slider/keen-slider.min.css";
import "./CarouselSection.css";

/**
 * A looping, auto-playing image carousel with previous/next arrow buttons, a pause button and no
 * dots (spec §2, certificates; spec §9: interval, animation, items per view by viewport width).
 * Items per view are also in the brand's stylesheet (`perViewStylesheet`, keyed by the section's
 * copy key), so the prerendered page paints the same layout the slider then takes over.
 */
export function CarouselSection({ section, headingLevel }: SectionProps<CarouselSectionData>) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const headingId = useId();
  const count = section.images.length;
  const slider = useSlider({
    count,
    autoplay: section.autoplay,
    perView: section.perView,
    drag: true,
  });
  // The largest share of the viewport one image takes, for the browser's choice of variant.
  const sizes = section.perView
    .slice()
    .reverse()
    .map((entry) =>
      entry.minWidth > 0
        ? `(min-width: ${entry.minWidth}px) ${Math.ceil(100 / entry.perView)}vw`
        : `${Math.ceil(100 / entry.perView)}vw`,
    )
    .join(", ");
  return (
    <section
      className="section carousel"
      id={section.id}
      aria-labelledby={headingId}
      aria-roledescription="carousel"
    >
      <div className="section__inner">
        <Heading id={headingId}>{t(`${section.key}.heading`)}</Heading>
        <div className="carousel__frame">
          <div
            ref={slider.ref}
            {...slider.intent}
            className="keen-slider carousel__track"
            data-per-view={section.key}
            data-current-slide={slider.current}
          >
            {section.images.map((image, index) => {
              const { src, caption } = typeof image === "string" ? { src: image } : image;
              return (
                <SliderSlide
                  key={src}
                  index={index}
                  count={count}
                  visible={slider.isVisible(index)}
                  className="carousel__slide"
                >
                  <figure className="carousel__card">
                    <ResponsiveImage
                      src={src}
                      alt={t(`${section.key}.imageAlt`, { n: index + 1 })}
                      sizes={sizes}
                      className="carousel__image"
                    />
                    {caption && (
                      <figcaption className="carousel__caption">
                        <span className="carousel__title">{t(`${caption}.title`)}</span>
                        <span className="carousel__issuer">{t(`${caption}.issuer`)}</span>
                      </figcaption>
                    )}
                  </figure>
                </SliderSlide>
              );
            })}
          </div>
          <div className="carousel__controls">
            <SliderArrowButton direction="prev" onClick={slider.prev} />
            <SliderPauseButton paused={slider.paused} onToggle={slider.togglePaused} />
            <SliderArrowButton direction="next" onClick={slider.next} />
          </div>
        </div>
      </div>
    </section>
  );
}
