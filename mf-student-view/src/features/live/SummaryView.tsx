/**
 * A live class's summary (LiveSummaryDto): when, how many took part, each question's answers (counts per option, the
 * correct ones marked, the short answers' texts until they are deleted 30 days after the class). Shown after End, at
 * /live/teach/{id}/summary and from the used-content history.
 */
import { useEffect, useId, useState } from 'react';
import type { LiveSummaryDto } from '@platform/contracts';
import * as liveApi from '@platform/api-client/live';
import { usePlatformNavigate } from '@platform/ui/base';
import { useLiveT } from './i18n';
import { LiveFailed, LiveFrame, LiveLoading, usePageTitle } from './common';

export function SummaryView({ summary: s, justEnded }: { summary: LiveSummaryDto; justEnded?: boolean }) {
  const { t, num, pct, dateTime } = useLiveT();
  const navigate = usePlatformNavigate();
  const uid = useId();
  usePageTitle(`${s.className} · ${t('titles.summary')}`);
  const go = (to: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    navigate(to);
  };
  return (
    <article aria-labelledby={`${uid}-h`} data-testid="live-summary">
      {justEnded ? (
        <p className="lv-status lv-ok" role="status">
          {t('teach.ended')}
        </p>
      ) : null}
      <p className="lv-hint" style={{ margin: 0 }}>
        {t('summary.heading')}
      </p>
      <h1 id={`${uid}-h`}>{s.className}</h1>
      <p className="pl-muted">{s.resourceTitle}</p>
      <p>
        {t('summary.when', { start: dateTime(s.startedAt), end: s.endedAt ? dateTime(s.endedAt) : '…' })}
        {' · '}
        <strong data-testid="live-summary-participants">{t('summary.participants', { count: s.participants })}</strong>
      </p>
      {s.questions.length === 0 ? <p className="lv-card">{t('summary.noQuestions')}</p> : null}
      {s.questions.map((q, i) => (
        <section key={q.id} className="lv-card" aria-labelledby={`${uid}-q${i}`} data-testid="live-summary-question">
          <h2 id={`${uid}-q${i}`}>{q.prompt}</h2>
          <p>
            {t('summary.answered', { count: q.answered })}
            {q.correct !== null
              ? ` · ${t('summary.correct', { count: q.correct, pct: pct(q.correct, q.answered) })}`
              : ''}
          </p>
          {q.kind === 'choice' ? (
            <ul className="lv-list">
              {q.options.map((o) => (
                <li key={o.id} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
                  <span className="lv-row lv-between">
                    <span>
                      {o.text} {o.correct ? <span className="lv-badge">{t('summary.correctOption')}</span> : null}
                    </span>
                    <span className="lv-count">{num(o.count)}</span>
                  </span>
                  <span className="lv-bar" aria-hidden="true">
                    <span style={{ width: `${q.answered ? (100 * o.count) / q.answered : 0}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          ) : q.texts.length ? (
            <>
              <h3>{t('summary.texts')}</h3>
              <ul className="lv-list">
                {q.texts.map((x, j) => (
                  <li key={j}>{x}</li>
                ))}
              </ul>
            </>
          ) : q.answered ? (
            <p className="lv-hint">{t('summary.textsGone')}</p>
          ) : null}
        </section>
      ))}
      <p className="lv-row">
        <a
          className="lv-btn lv-btn-outline"
          href={`/resource/${s.resourceId}/t`}
          onClick={go(`/resource/${s.resourceId}/t`)}
        >
          {t('summary.resource')}
        </a>
        <a className="lv-btn lv-btn-outline" href="/my-stats/used-content" onClick={go('/my-stats/used-content')}>
          {t('summary.history')}
        </a>
      </p>
    </article>
  );
}

/** /live/teach/{id}/summary (signed in; the API answers only the teacher's own). */
export function LiveSummaryScreen({ id }: { id: string }) {
  const { ready } = useLiveT();
  const [state, setState] = useState<{ s: LiveSummaryDto | null; failed: number | null }>({ s: null, failed: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) {
      setState({ s: null, failed: 404 });
      return;
    }
    liveApi.summary(n, { silent: true }).then(
      (s) => alive && setState({ s, failed: null }),
      (err: { response?: { status?: number }; status?: number }) =>
        alive && setState({ s: null, failed: err?.response?.status ?? err?.status ?? 0 }),
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);
  return (
    <LiveFrame testId="live-summary-screen">
      {!ready || (!state.s && state.failed === null) ? (
        <LiveLoading />
      ) : state.s ? (
        <SummaryView summary={state.s} />
      ) : (
        <SummaryMissing status={state.failed!} retry={() => setAttempt((a) => a + 1)} />
      )}
    </LiveFrame>
  );
}

function SummaryMissing({ status, retry }: { status: number; retry: () => void }) {
  const { t } = useLiveT();
  return status === 404 || status === 403 || status === 400 ? (
    <LiveFailed text={t('teach.notFound')} />
  ) : (
    <LiveFailed onRetry={retry} />
  );
}
