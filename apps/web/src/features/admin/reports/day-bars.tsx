import { useId } from 'react';

export interface DayBar {
  /** YYYY-MM-DD, a Myanmar calendar day. */
  date: string;
  value: number;
}

/** The drawing's own units: bars fill the width, the CSS height stretches it (no text inside). */
const WIDTH = 600;
const HEIGHT = 160;
const GAP_SHARE = 0.2;

/**
 * Bars of one figure per day, drawn as SVG by hand (no chart library in the console's chunk).
 * The drawing holds no text, so it stretches to any width without distorting letters: the
 * highest figure and the first and last days are written around it in HTML. Screen readers get
 * its title and a description; the same figures are in the table the page shows with it.
 */
export function DayBars({
  title,
  description,
  bars,
  formatValue,
  formatDay,
}: {
  title: string;
  description: string;
  bars: DayBar[];
  formatValue: (value: number) => string;
  formatDay: (date: string) => string;
}) {
  const id = useId();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const slot = WIDTH / Math.max(1, bars.length);
  const barWidth = Math.max(1, slot * (1 - GAP_SHARE));
  const first = bars[0];
  const last = bars[bars.length - 1];
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="font-semibold text-neutral-900">{title}</figcaption>
      <p className="text-xs text-neutral-600 tabular-nums" aria-hidden="true">
        {formatValue(max)}
      </p>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg border border-neutral-200 bg-white"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {[0.25, 0.5, 0.75].map((f) => (
          <line
            key={f}
            x1={0}
            x2={WIDTH}
            y1={HEIGHT * f}
            y2={HEIGHT * f}
            className="stroke-neutral-200"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {bars.map((bar, i) => {
          const height = max > 0 ? (bar.value / max) * (HEIGHT - 4) : 0;
          return (
            <rect
              key={bar.date}
              data-date={bar.date}
              x={i * slot + (slot - barWidth) / 2}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              className="fill-accent"
            >
              <title>{`${formatDay(bar.date)}: ${formatValue(bar.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div
          className="flex justify-between text-xs text-neutral-600 tabular-nums"
          aria-hidden="true"
        >
          <span>{formatDay(first.date)}</span>
          {last !== first && <span>{formatDay(last.date)}</span>}
        </div>
      )}
    </figure>
  );
}
