/** The teacher's live results of one question: counts per option as answers arrive, or the short answers' list. */
import { useId, useState } from 'react';
import type { LiveAnswerEvent, QuickCheck } from '@platform/contracts';
import { useLiveT } from './i18n';

export function Results({
  question,
  answers,
  participants,
}: {
  question: QuickCheck;
  /** the latest answer of each participant to this question */
  answers: LiveAnswerEvent[];
  participants: number;
}) {
  const { t, pct } = useLiveT();
  const uid = useId();
  const [hidden, setHidden] = useState(false);
  const count = answers.length;
  return (
    <section className="lv-card" aria-labelledby={`${uid}-h`} data-testid="live-results">
      <h2 id={`${uid}-h`}>{t('teach.results')}</h2>
      <p style={{ fontWeight: 600 }}>{question.prompt}</p>
      <p role="status" aria-live="polite" data-testid="live-answered">
        {t('teach.answered', { count, total: participants })}
      </p>
      {question.kind === 'choice' ? (
        <ul className="lv-list" aria-label={t('teach.results')}>
          {question.options.map((o) => {
            const n = answers.filter((a) => Array.isArray(a.value) && a.value.includes(o.id)).length;
            return (
              <li
                key={o.id}
                data-testid={`live-option-${o.id}`}
                style={{ flexDirection: 'column', alignItems: 'stretch' }}
              >
                <span className="lv-row lv-between">
                  <span>
                    {o.text} {o.correct ? <span className="lv-badge">{t('teach.correct')}</span> : null}
                  </span>
                  <span className="lv-count" data-testid="live-option-count">
                    {t('teach.optionCount', { count: n, pct: pct(n, count) })}
                  </span>
                </span>
                <span className="lv-bar" aria-hidden="true">
                  <span style={{ width: `${count ? (100 * n) / count : 0}%` }} />
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          <button
            type="button"
            className="lv-btn lv-btn-outline lv-btn-small"
            aria-pressed={hidden}
            onClick={() => setHidden((h) => !h)}
            data-testid="live-hide-short"
          >
            {t('teach.hideShort')}
          </button>
          {count === 0 ? (
            <p className="lv-hint">{t('teach.noAnswers')}</p>
          ) : hidden ? (
            <p className="lv-hint">{t('teach.hiddenShort', { count })}</p>
          ) : (
            <ul className="lv-list" aria-label={t('teach.results')} data-testid="live-short-answers">
              {answers.map((a) => (
                <li key={a.participantId}>
                  <span>{typeof a.value === 'string' ? a.value : a.value.join(', ')}</span>
                  <span className="lv-hint">{a.nickname}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
