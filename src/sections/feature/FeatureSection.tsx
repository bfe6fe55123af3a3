import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useBrand } from "../../brand/BrandContext";
import { imageUrl } from "../../brand/brandImage";
import { AppLink } from "../../components/AppLink";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useCopyList } from "../../components/useCopyList";
import { useNearViewport } from "../../components/useNearViewport";
import type { SectionProps } from "../SectionProps";
import type { FeatureSectionData } from "./featureSectionSchema";
import "./FeatureSection.css";

type FeatureVideo = NonNullable<FeatureSectionData["video"]>;

/**
 * A video that downloads nothing until played (`preload="none"`), and its poster image only once
 * the video is near the viewport: a `<video poster>` fetches the poster at once wherever it is on
 * the page (14 KB on every first load of the engineering home, before its first paint).
 */
function FeatureVideo({ video, label }: { video: FeatureVideo; label: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const poster = brand.images?.[video.poster];
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  const near = useNearViewport(element);
  return (
    // biome-ignore lint/a11y/useMediaCaption: the brand's videos are silent (no audio to caption); one with speech needs a captions track added here
    <video
      className="feature__video"
      controls
      preload="none"
      playsInline
      ref={setElement}
      poster={near ? imageUrl(brand, video.poster) : undefined}
      width={poster?.width}
      height={poster?.height}
      aria-label={label}
    >
      {video.sources.map((source) => (
        <source key={source.src} src={brand.assetUrl(source.src)} type={source.type} />
      ))}
      {t("video.unsupported")}
    </video>
  );
}

/**
 * Text beside media: heading, paragraphs, an optional list and link, and a photo and/or a video
 * (spec §2: Home About, technology and resale sections; About mission and commitment; service
 * page text and lists).
 */
export function FeatureSection({ section, headingLevel }: SectionProps<FeatureSectionData>) {
  const { t } = useTranslation();
  const paragraphs = useCopyList(`${section.key}.body`);
  const items = useCopyList(`${section.key}.items`);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const hasMedia = Boolean(section.image || section.video);
  return (
    <section
      className="section feature"
      data-tone={section.tone}
      id={section.id}
      data-reverse={section.reverse}
      data-media={hasMedia}
    >
      <div className="section__inner feature__inner">
        <div className="feature__text">
          <Heading>{t(`${section.key}.heading`)}</Heading>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {items.length > 0 && (
            <ul className={hasMedia ? "feature__list" : "feature__list grid-list"}>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.link && (
            <AppLink href={section.link.to} className="button">
              {t(section.link.label)}
              {/* "Learn More" alone does not say of what (WCAG 2.4.4). */}
              <span className="visually-hidden">: {t(`${section.key}.heading`)}</span>
            </AppLink>
          )}
        </div>
        {hasMedia && (
          <div className="feature__media">
            {section.image && (
              <ResponsiveImage
                src={section.image}
                alt={t(`${section.key}.imageAlt`)}
                sizes="(min-width: 64rem) 36rem, 100vw"
                className="feature__image"
              />
            )}
            {section.video && (
              <FeatureVideo video={section.video} label={t(`${section.key}.videoLabel`)} />
            )}
          </div>
        )}
      </div>
    </section>
  );
}
