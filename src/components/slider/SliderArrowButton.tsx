import { useTranslation } from "react-i18next";
import "./SliderControls.css";

/** The previous or next button of a slider: an arrow named by `slider.previous` / `slider.next`. */
export function SliderArrowButton({
  direction,
  onClick,
}: {
  direction: "prev" | "next";
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="slider-button"
      aria-label={t(direction === "prev" ? "slider.previous" : "slider.next")}
      onClick={onClick}
    >
      <span
        className={`slider-button__arrow slider-button__arrow--${direction}`}
        aria-hidden="true"
      />
    </button>
  );
}
