import { useTranslation } from "react-i18next";
import "./SliderControls.css";

/** The pause/play button every auto-playing slider has (WCAG 2.2.2 Pause, Stop, Hide). */
export function SliderPauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="slider-button"
      aria-pressed={paused}
      aria-label={t("slider.pause")}
      title={t(paused ? "slider.play" : "slider.pause")}
      onClick={onToggle}
    >
      <span
        className={paused ? "slider-button__play" : "slider-button__pause"}
        aria-hidden="true"
      />
    </button>
  );
}
