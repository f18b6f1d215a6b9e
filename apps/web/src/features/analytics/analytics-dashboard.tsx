'use client';
// The administrators' analytics: daily views, sign-ups, questions and answers and the most viewed content, as charts
// (uPlot, loaded only here) with the same figures in tables. The API answers only ADMINISTRATOR members.
import { getAnalyticsSummary, HttpError, type AnalyticsSummary } from '@reef/client';
import { contentPath } from '@reef/core';
import { adminSectionAccess } from '@/features/admin/sidebar-table';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { createContext, useContext, useEffect, useId, useState } from 'react';
import { ColumnHeads } from '@/components/ui/table/column-heads';
import { useCommunityLoginUrl } from '@/features/auth/login-links';
import { useSession } from '@/features/auth/session-provider';
import styles from './analytics-dashboard.module.css';
import type { AnalyticsChartsWords } from './analytics-charts';

/** The dashboard's words in the page's language (the page builds them from the `admin` catalogue). */
export type AnalyticsWords = AnalyticsChartsWords & {
  loadFailed: string;
  loading: string;
  /** The charts' placeholder while their code loads. */
  loadingCharts: string;
  /** With `{link}` where the sign-in link goes. */
  signedOut: string;
  logIn: string;
  needAdmin: string;
  period: string;
  /** With `{days}`. */
  lastDays: string;
  totals: string;
  topContent: string;
  noViews: string;
  item: string;
  type: string;
  views: string;
  types: { tutorial: string; question: string; tool: string };
  dayByDay: string;
  showDaily: string;
};

const ANALYTICS_PATH = '/community/admin/analytics';

// The placeholder gets no props from next/dynamic: its words come through context.
const LoadingChartsWord = createContext('Loading charts…');

function LoadingCharts() {
  return <p>{useContext(LoadingChartsWord)}</p>;
}

const AnalyticsCharts = dynamic(() => import('./analytics-charts').then((module) => module.AnalyticsCharts), {
  ssr: false,
  loading: LoadingCharts,
});

const PERIODS = [7, 30, 90, 365] as const;

type Load =
  | { status: 'idle' | 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string }
  | { status: 'ready'; summary: AnalyticsSummary };

/** The dashboard, or the access message. */
export function AnalyticsDashboard({ words: w }: { words: AnalyticsWords }) {
  const session = useSession();
  const loginUrl = useCommunityLoginUrl('login');
  const [days, setDays] = useState<number>(30);
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const periodId = useId();
  // The analytics' admin section (not on the sidebar: ADMINISTRATOR only), by the same core rule as the admin gate.
  const isAdministrator = session.user?.permissions.hasAny(adminSectionAccess(ANALYTICS_PATH).anyOf) ?? false;

  useEffect(() => {
    if (session.status !== 'signed-in' || !isAdministrator) return;
    let isCurrent = true;
    setLoad({ status: 'loading' });
    getAnalyticsSummary(session.api, days)
      .then((summary) => isCurrent && setLoad({ status: 'ready', summary }))
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof HttpError && (error.status === 401 || error.status === 403))
          setLoad({ status: 'forbidden' });
        else setLoad({ status: 'error', message: w.loadFailed });
      });
    return () => {
      isCurrent = false;
    };
    // `api` changes with the token only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status, session.api.token, isAdministrator, days, w.loadFailed]);

  if (session.status === 'loading') return <p>{w.loading}</p>;
  if (session.status === 'signed-out') {
    return (
      <div className={styles.notice} role="status">
        <p>
          {w.signedOut.split(/(\{link\})/).map((part, index) =>
            part === '{link}' ? (
              <a key={index} href={loginUrl}>
                {w.logIn}
              </a>
            ) : (
              part
            ),
          )}
        </p>
      </div>
    );
  }
  if (!isAdministrator || load.status === 'forbidden') {
    return (
      <div className={styles.notice} role="status">
        <p>{w.needAdmin}</p>
      </div>
    );
  }

  return (
    <div className={styles.dashboard}>
      <div className={styles.controls}>
        <label htmlFor={periodId}>{w.period}</label>
        <select id={periodId} value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {PERIODS.map((value) => (
            <option key={value} value={value}>
              {w.lastDays.replace('{days}', String(value))}
            </option>
          ))}
        </select>
      </div>
      {load.status === 'error' ? <p role="alert">{load.message}</p> : null}
      {load.status === 'loading' || load.status === 'idle' ? <p>{w.loading}</p> : null}
      {load.status === 'ready' ? <Summary summary={load.summary} words={w} /> : null}
    </div>
  );
}

function Summary({ summary, words: w }: { summary: AnalyticsSummary; words: AnalyticsWords }) {
  const { totals } = summary;
  return (
    <>
      <section aria-labelledby="analytics-totals">
        <h2 id="analytics-totals" className={styles.title}>
          {w.totals}
        </h2>
        <dl className={styles.totals}>
          {(
            [
              [w.pageViews, totals.views],
              [w.signups, totals.signups],
              [w.questions, totals.questions],
              [w.answers, totals.answers],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className={styles.total}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <LoadingChartsWord.Provider value={w.loadingCharts}>
        <AnalyticsCharts summary={summary} words={w} />
      </LoadingChartsWord.Provider>
      <section aria-labelledby="analytics-top">
        <h2 id="analytics-top" className={styles.title}>
          {w.topContent}
        </h2>
        {summary.top_content.length === 0 ? (
          <p>{w.noViews}</p>
        ) : (
          <table className={styles.table}>
            <ColumnHeads titles={[w.item, w.type, w.views]} />
            <tbody>
              {summary.top_content.map((item) => (
                <tr key={`${item.type}:${item.id}`}>
                  <td>
                    <Link href={contentPath(item.type, item.slug)}>{item.title}</Link>
                  </td>
                  <td>{w.types[item.type]}</td>
                  <td>{item.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="analytics-daily">
        <h2 id="analytics-daily" className={styles.title}>
          {w.dayByDay}
        </h2>
        <details className={styles.daily}>
          <summary>{w.showDaily}</summary>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{w.day}</th>
                <th scope="col">{w.pageViews}</th>
                <th scope="col">{w.signups}</th>
                <th scope="col">{w.questions}</th>
                <th scope="col">{w.answers}</th>
              </tr>
            </thead>
            <tbody>
              {[...summary.days].reverse().map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td>{day.views}</td>
                  <td>{day.signups}</td>
                  <td>{day.questions}</td>
                  <td>{day.answers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </>
  );
}
