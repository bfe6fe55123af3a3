import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { SectionFrame } from "../SectionFrame";
import type { SectionProps } from "../SectionProps";
import type { CountersSectionData } from "./countersSectionSchema";
import { useCountUp } from "./useCountUp";
import "./CountersSection.css";

type CounterItem = CountersSectionData["items"][number];

function Counter({ item, durationMs }: { item: CounterItem; durationMs: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLLIElement>(null);
  const value = useCountUp(ref, item.target, durationMs);
  return (
    <li ref={ref} className="counters__item">
      {/* Screen readers get the final figure once, not every step of the count. */}
      <span className="counters__value" aria-hidden="true" data-target={item.target}>
        {value}
        {item.suffix}
      </span>
      <span className="visually-hidden">
        {item.target}
        {item.suffix}
      </span>
      <span className="counters__label">{t(item.label)}</span>
    </li>
  );
}

/** Figures that count up from 0 when scrolled into view (spec §2, Home counters; spec §9). */
export function CountersSection({ section, headingLevel }: SectionProps<CountersSectionData>) {
  return (
    <SectionFrame className="counters" section={section} headingLevel={headingLevel}>
      <ul className="counters__list grid-list">
        {section.items.map((item) => (
          <Counter key={item.label} item={item} durationMs={section.durationMs} />
        ))}
      </ul>
    </SectionFrame>
  );
}
