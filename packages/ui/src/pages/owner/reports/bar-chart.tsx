import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a bar chart uses (Chart.js tree-shakes the rest); this file is imported by the
// Relatórios screen alone, so the library stays in that screen's lazy chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The app's primary colour (the theme's token), for the bars drawn on the canvas. */
function primaryColour(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() || '#c2410c';
}

interface BarChartProps {
  labels: string[];
  values: number[];
  /** The value as the tooltip and the axis show it ('R$ 30,00', '3 pedidos'). */
  format: (value: number) => string;
  /** What the chart shows, for screen readers (the table beside it has every figure). */
  label: string;
}

/** A bar chart on a canvas (Chart.js), redrawn when its data changes; still, so it prints and screenshots as shown. */
export function BarChart({ labels, values, format, label }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets: [{ data: values, backgroundColor: primaryColour(), borderRadius: 2 }] },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: { tooltip: { callbacks: { label: (item) => formatRef.current(item.parsed.y ?? 0) } } },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { callback: (value) => formatRef.current(Number(value)), maxTicksLimit: 5 } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, values]);
  return (
    <div className="relative h-48 w-full">
      <canvas ref={canvas} role="img" aria-label={label}>
        {label}
      </canvas>
    </div>
  );
}
