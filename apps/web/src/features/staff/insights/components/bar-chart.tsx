import { useEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';

/** One row of a chart: its name and one value per series (a missing figure is null, drawn as nothing). */
export type ChartRow = { key: string | number; label: string; values: Array<number | null> };
/** A series: its name (the legend) and its bars' colour class. */
export type ChartSeries = { name: string; className: string };

const ROW = 30;
const GAP = 8;
const LABEL_SHARE = 0.34;
const VALUE_ROOM = 56;
const LONGEST_LABEL = 22;

/** The width the chart's box has, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const shorten = (text: string) => (text.length > LONGEST_LABEL ? `${text.slice(0, LONGEST_LABEL - 1)}…` : text);

/**
 * Horizontal bars, one group a row, drawn from the reading side: right to left in Hebrew and Arabic (names at the
 * right, bars growing leftwards). Hidden from screen readers: the table beside it holds the same figures.
 */
export function BarChart({
  rows,
  series,
  format,
  max,
  rtl,
}: {
  rows: ChartRow[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The scale's end (1 for rates); else the largest value. */
  max?: number;
  rtl: boolean;
}) {
  const [ref, width] = useWidth();
  const height = rows.length * (ROW * series.length + GAP);
  const labels = Math.min(180, Math.round(width * LABEL_SHARE));
  const plot = Math.max(0, width - labels - VALUE_ROOM);
  const largest = max ?? Math.max(1, ...rows.flatMap((row) => row.values.map((value) => value ?? 0)));
  const y = scaleBand({ domain: rows.map((row) => String(row.key)), range: [0, height], paddingInner: 0 });
  const length = scaleLinear({ domain: [0, largest], range: [0, plot] });
  // Where a bar starts, and which way it grows, on the reading side.
  const start = rtl ? width - labels : labels;
  const along = (distance: number) => (rtl ? start - distance : start + distance);

  return (
    <div ref={ref} className="w-full" aria-hidden="true">
      {width > 0 && (
        <svg width={width} height={height} direction={rtl ? 'rtl' : 'ltr'} className="block overflow-visible">
          {rows.map((row) => (
            <Group key={row.key} top={y(String(row.key)) ?? 0}>
              <text
                x={rtl ? width : 0}
                y={(ROW * series.length) / 2}
                dominantBaseline="middle"
                textAnchor="start"
                className="fill-slate-700 text-sm"
              >
                <title>{row.label}</title>
                {shorten(row.label)}
              </text>
              {series.map((one, index) => {
                const value = row.values[index] ?? null;
                const barLength = value === null ? 0 : length(Math.min(value, largest));
                return (
                  <Group key={one.name} top={index * ROW}>
                    <Bar
                      x={rtl ? start - barLength : start}
                      y={4}
                      width={barLength}
                      height={ROW - 8}
                      rx={3}
                      className={one.className}
                    />
                    {value !== null && (
                      <text
                        x={along(barLength + 6)}
                        y={ROW / 2}
                        dominantBaseline="middle"
                        textAnchor="start"
                        className="fill-slate-800 text-xs font-semibold"
                      >
                        {format(value)}
                      </text>
                    )}
                  </Group>
                );
              })}
            </Group>
          ))}
        </svg>
      )}
    </div>
  );
}

/** The series' names with their colours, above a chart of more than one. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 text-sm text-slate-700" aria-hidden="true">
      {series.map((one) => (
        <li key={one.name} className="flex items-center gap-1.5">
          <svg width="12" height="12" className="shrink-0">
            <rect width="12" height="12" rx="2" className={one.className} />
          </svg>
          {one.name}
        </li>
      ))}
    </ul>
  );
}
