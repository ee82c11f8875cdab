'use client';

import { useElementWidth } from '../ui/use-element-width';
import styles from './DayBarsChart.module.css';

const H = 220;
const PAD = { top: 12, bottom: 28, side: 36 };

/** One day's bar: its value, an inner bar for a part of it (new visitors among visits), and what its tooltip says. */
export type DayBar = { day: string; value: number; inner?: number; title: string };

type Props = {
  days: DayBar[];
  /** The chart's name as an image (the same figures follow as a table). */
  label: string;
  legend: { value: string; inner?: string };
  testId: string;
};

/**
 * A value per day as bars, hand-written SVG (the statistics' visits, the orders' revenue). Right-to-left: the oldest
 * day is on the right and today on the left, as an Arabic reader scans. The SVG is a labelled image; the same figures
 * follow as a table. Drawn at its rendered width (one unit a pixel), so the labels keep their size on a phone.
 */
export function DayBarsChart({ days, label, legend, testId }: Props) {
  const { ref, width: W } = useElementWidth<HTMLElement>(640);
  const max = Math.max(1, ...days.map((d) => d.value));
  const plotW = W - PAD.side * 2;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const xOf = (i: number) => W - PAD.side - (i + 1) * slot; // i = 0 is the oldest day, drawn at the right
  const yOf = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, Math.round(max / 2), Math.round(max)].filter((v, i, a) => a.indexOf(v) === i);
  const hasInner = legend.inner !== undefined;
  return (
    <figure className={styles.chart} ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className={styles.svg} data-testid={testId}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.side} x2={W - PAD.side} y1={yOf(t)} y2={yOf(t)} stroke="var(--color-border)" />
            <text x={W - PAD.side + 6} y={yOf(t) + 4} fontSize="12" fill="var(--color-muted)">
              {t}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <g key={d.day}>
            <rect x={xOf(i) + slot * 0.12} width={slot * 0.76} y={yOf(d.value)} height={yOf(0) - yOf(d.value)} fill="var(--color-main)" opacity={hasInner ? 0.35 : 1}>
              <title>{d.title}</title>
            </rect>
            {hasInner && <rect x={xOf(i) + slot * 0.3} width={slot * 0.4} y={yOf(d.inner ?? 0)} height={yOf(0) - yOf(d.inner ?? 0)} fill="var(--color-main)" />}
            {i % 7 === days.length % 7 || i === days.length - 1 ? (
              <text x={xOf(i) + slot / 2} y={H - 8} fontSize="12" textAnchor="middle" fill="var(--color-muted)">
                {d.day.slice(5)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className={styles.legend}>
        <span>
          <span aria-hidden className={`${styles.key} ${hasInner ? styles.keyLight : ''}`} />
          {legend.value}
        </span>
        {hasInner && (
          <span>
            <span aria-hidden className={styles.key} />
            {legend.inner}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
