'use client';
// The charts of the analytics dashboard, drawn by uPlot (a small canvas charting library). This module and its CSS
// load only on /community/admin/analytics.
import type { AnalyticsSummary } from '@reef/client';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './analytics-dashboard.module.css';

const COLORS = ['#0061eb', '#00857a', '#b3261e', '#7b3fb5', '#a35200'];

type Series = { label: string; values: number[] };

/** The charts' words in the page's language; descriptions keep `{total}`, `{signups}`, `{questions}`, `{answers}`. */
export type AnalyticsChartsWords = {
  day: string;
  overTime: string;
  viewsChart: string;
  viewsChartDescription: string;
  activityChart: string;
  activityChartDescription: string;
  topChart: string;
  topChartDescription: string;
  pageViews: string;
  signups: string;
  questions: string;
  answers: string;
};

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

function Chart({
  title,
  description,
  days,
  series,
  dayLabel,
}: {
  dayLabel: string;
  title: string;
  description: string;
  days: string[];
  series: Series[];
}) {
  const target = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const width = () => Math.max(280, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, min, max) => [0, Math.max(1, max, min)] } },
        axes: [
          {},
          { values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          { label: dayLabel },
          ...series.map((item, index) => ({
            label: item.label,
            stroke: COLORS[index % COLORS.length],
            width: 2,
            points: { show: days.length <= 31 },
          })),
        ],
      },
      [x, ...series.map((item) => item.values)],
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 240 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series, dayLabel]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* The canvas is not readable by assistive technology: the same figures are in the tables below. */}
      <div ref={target} role="img" aria-label={description} />
    </figure>
  );
}

/** Views; sign-ups, questions and answers; and the daily views of the top content. */
export function AnalyticsCharts({
  summary,
  words: w,
}: {
  summary: AnalyticsSummary;
  words: AnalyticsChartsWords;
}) {
  const days = summary.days.map((day) => day.day);
  const pick = (key: 'views' | 'signups' | 'questions' | 'answers') => summary.days.map((day) => day[key]);
  return (
    <section aria-labelledby="analytics-charts" className={styles.charts}>
      <h2 id="analytics-charts" className={styles.title}>
        {w.overTime}
      </h2>
      <Chart
        dayLabel={w.day}
        title={w.viewsChart}
        description={fillIn(w.viewsChartDescription, { total: summary.totals.views })}
        days={days}
        series={[{ label: w.pageViews, values: pick('views') }]}
      />
      <Chart
        dayLabel={w.day}
        title={w.activityChart}
        description={fillIn(w.activityChartDescription, {
          signups: summary.totals.signups,
          questions: summary.totals.questions,
          answers: summary.totals.answers,
        })}
        days={days}
        series={[
          { label: w.signups, values: pick('signups') },
          { label: w.questions, values: pick('questions') },
          { label: w.answers, values: pick('answers') },
        ]}
      />
      {summary.top_content.length > 0 ? (
        <Chart
          dayLabel={w.day}
          title={w.topChart}
          description={w.topChartDescription}
          days={days}
          series={summary.top_content.map((item) => ({
            label: item.title.length > 40 ? `${item.title.slice(0, 39)}…` : item.title,
            values: item.daily_views,
          }))}
        />
      ) : null}
    </section>
  );
}
