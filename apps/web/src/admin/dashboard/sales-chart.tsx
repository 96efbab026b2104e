import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Dashboard } from '@terracraft/shared/dashboard';
import { formatInr } from '@terracraft/shared/money';

const TERRACOTTA = '#c2410c';
const GRID = '#eadbc8';
const TEXT = '#70472d';
const HEIGHT = 260;

/** "21 Nov": a chart's day, on India's calendar. */
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayOf = (seconds: number) => dayLabel.format(new Date(seconds * 1000));

/**
 * Revenue by day as bars, drawn by uPlot on a canvas. Its own chunk: only the dashboard loads
 * it, after its figures. The figures are also in a table beside it for screen readers.
 */
export default function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // Days as UTC midnights: each bar's label is its calendar day, whatever the browser's zone.
    const x = days.map((entry) => Date.parse(`${entry.day}T00:00:00Z`) / 1000);
    const revenue = days.map((entry) => entry.revenue / 100);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: {
          x: { time: false },
          y: { range: (_self, _min, max) => [0, Math.max(max, 1) * 1.1] },
        },
        axes: [
          {
            stroke: TEXT,
            grid: { show: false },
            ticks: { stroke: GRID },
            values: (_self, ticks) => ticks.map((tick) => dayOf(tick)),
            space: 60,
          },
          {
            stroke: TEXT,
            grid: { stroke: GRID },
            ticks: { stroke: GRID },
            size: 80,
            values: (_self, ticks) => ticks.map((tick) => formatInr(tick * 100)),
          },
        ],
        series: [
          {},
          {
            label: 'Revenue',
            stroke: TERRACOTTA,
            fill: `${TERRACOTTA}cc`,
            paths: uPlot.paths.bars!({ size: [0.7, 40] }),
            points: { show: false },
          },
        ],
      },
      [x, revenue],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={box} data-testid="sales-chart" aria-hidden="true" className="w-full" />;
}
