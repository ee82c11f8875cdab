'use client';

import { STATS_TEXT as T } from '@/lib/i18n/ar';
import type { DayCount } from '@/lib/menus/stats/menu-stats';
import { useElementWidth } from '../ui/use-element-width';
import styles from './VisitsChart.module.css';

const H = 220;
const PAD = { top: 12, bottom: 28, side: 36 };

/**
 * Visits (bars) and new visitors (inner bars) per day, hand-written SVG. Right-to-left: the oldest day is on the right
 * and today on the left, as an Arabic reader scans. The SVG is a labelled image; the same figures follow as a table.
 * Drawn at its rendered width (one unit a pixel), so the labels keep their size on a phone.
 */
export function VisitsChart({ days }: { days: DayCount[] }) {
  const { ref, width: W } = useElementWidth<HTMLElement>(640);
  const max = Math.max(1, ...days.map((d) => d.totalVisitors));
  const plotW = W - PAD.side * 2;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / days.length;
  const xOf = (i: number) => W - PAD.side - (i + 1) * slot; // i = 0 is the oldest day, drawn at the right
  const yOf = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const ticks = [0, Math.round(max / 2), max].filter((v, i, a) => a.indexOf(v) === i);
  return (
    <figure className={styles.chart} ref={ref}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={T.chartLabel} className={styles.svg} data-testid="visits-chart">
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
            <rect x={xOf(i) + slot * 0.12} width={slot * 0.76} y={yOf(d.totalVisitors)} height={yOf(0) - yOf(d.totalVisitors)} fill="var(--color-main)" opacity="0.35">
              <title>{`${d.day}: ${T.visits} ${d.totalVisitors}، ${T.newOnes} ${d.newVisitors}`}</title>
            </rect>
            <rect x={xOf(i) + slot * 0.3} width={slot * 0.4} y={yOf(d.newVisitors)} height={yOf(0) - yOf(d.newVisitors)} fill="var(--color-main)" />
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
          <span aria-hidden className={`${styles.key} ${styles.keyLight}`} />
          {T.visits}
        </span>
        <span>
          <span aria-hidden className={styles.key} />
          {T.newOnes}
        </span>
      </figcaption>
    </figure>
  );
}
