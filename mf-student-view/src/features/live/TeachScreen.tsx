/**
 * The teacher's live screen, /live/teach/{id} (issue 33): the code in big letters, the QR and the join link; the
 * class's sections to show one by one, its quick checks to launch (the close section offers the exit ticket), the
 * answers as they arrive, who has joined (and Remove), End class → the summary. Drawn from Teach(sessionId) on every
 * (re)connect, then kept up to date by Joined, Left and AnswerReceived. A phone and a projector: one column, then two.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  LIVE_ERRORS,
  type LiveAnswerEvent,
  type LiveParticipant,
  type LiveShowRequest,
  type LiveSummaryDto,
  type LiveTeacherState,
} from '@platform/contracts';
import * as liveApi from '@platform/api-client/live';
import { useLiveT } from './i18n';
import { Confirm, LinkStatus, LiveFailed, LiveFrame, LiveLoading, sectionKey, usePageTitle } from './common';
import { liveErrorCode, openLiveLink, type LinkState, type LiveLink } from './hub';
import { Qr } from './Qr';
import { Results } from './Results';
import { SummaryView } from './SummaryView';

type Current = { kind: 'section'; section: string } | { kind: 'question'; questionId: string } | null;
const currentOf = (s: LiveTeacherState['shown']): Current =>
  !s
    ? null
    : s.kind === 'section'
      ? { kind: 'section', section: s.section }
      : { kind: 'question', questionId: s.question.id };

function JoinCard({ s }: { s: LiveTeacherState }) {
  const { t, locale } = useLiveT();
  const uid = useId();
  const [copied, setCopied] = useState(false);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const copy = () =>
    void navigator.clipboard?.writeText(s.joinUrl).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <section className="lv-card lv-join-card" aria-labelledby={`${uid}-h`} data-testid="live-join-card">
      <h2 id={`${uid}-h`}>{t('teach.joinHeading')}</h2>
      <p className="lv-hint">{t('teach.codeLabel')}</p>
      <p className="lv-code" data-testid="live-code">
        {s.code}
      </p>
      <Qr text={s.joinUrl} label={t('teach.qr')} />
      <p className="lv-hint" style={{ marginTop: '.5rem' }}>
        {t('teach.link')}
      </p>
      <p>
        <a className="lv-link" href={s.joinUrl} target="_blank" rel="noreferrer" data-testid="live-join-link">
          {s.joinUrl}
        </a>
      </p>
      <div className="lv-row">
        <button type="button" className="lv-btn lv-btn-outline lv-btn-small" onClick={copy}>
          {t('teach.copy')}
        </button>
        <span role="status" className="lv-hint">
          {copied ? t('teach.copied') : ''}
        </span>
      </div>
      <p className="lv-hint" style={{ marginTop: '.5rem' }}>
        {t('teach.expires', { time: time.format(new Date(s.expiresAt)) })}
      </p>
    </section>
  );
}

function Participants({ list, onRemove }: { list: LiveParticipant[]; onRemove: (p: LiveParticipant) => void }) {
  const { t } = useLiveT();
  const uid = useId();
  return (
    <section className="lv-card" aria-labelledby={`${uid}-h`} data-testid="live-participants">
      <h2 id={`${uid}-h`}>{t('teach.participants', { count: list.length })}</h2>
      {list.length === 0 ? (
        <p className="lv-hint">{t('teach.noParticipants')}</p>
      ) : (
        <ul className="lv-list">
          {list.map((p) => (
            <li key={p.id} data-testid="live-participant">
              <span className="lv-row">
                <span className={`lv-dot${p.connected ? ' lv-dot-on' : ''}`} aria-hidden="true" />
                <span>{p.nickname}</span>
                <span className="lv-hint">{t(p.connected ? 'teach.online' : 'teach.offline')}</span>
              </span>
              <button
                type="button"
                className="lv-btn lv-btn-danger lv-btn-small"
                aria-label={t('teach.removeNamed', { nickname: p.nickname })}
                onClick={() => onRemove(p)}
              >
                {t('teach.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * One row of what the teacher can show (a section, a question): its name and badges (`children`), "showing" while it is
 * shown, and the button that shows it (`action`, its label `action: name`).
 */
function ShowRow({
  on,
  action,
  name,
  onShow,
  children,
}: {
  on: boolean;
  action: string;
  name: string;
  onShow: () => void;
  children: ReactNode;
}) {
  const { t } = useLiveT();
  return (
    <li>
      <span>
        {children} {on ? <span className="lv-badge">{t('teach.showing')}</span> : null}
      </span>
      <button
        type="button"
        className="lv-btn lv-btn-outline lv-btn-small"
        aria-pressed={on}
        aria-label={`${action}: ${name}`}
        onClick={onShow}
      >
        {action}
      </button>
    </li>
  );
}

export function LiveTeachScreen({ id }: { id: string }) {
  const { t, ready } = useLiveT();
  const sessionId = Number(id);
  const [link, setLink] = useState<LinkState>('connecting');
  const [s, setS] = useState<LiveTeacherState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [current, setCurrent] = useState<Current>(null);
  /** the question whose results are drawn (the one shown, or the last one launched) */
  const [focus, setFocus] = useState<string | null>(null);
  const [removing, setRemoving] = useState<LiveParticipant | null>(null);
  const [ending, setEnding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<LiveSummaryDto | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const linkRef = useRef<LiveLink | null>(null);
  usePageTitle(ready && s ? t('titles.teach', { name: s.className }) : null);

  const errorText = useCallback(
    (err: unknown) => {
      const c = liveErrorCode(err);
      return c ? t(`errors.${c}`) : t('errors.generic');
    },
    [t],
  );

  useEffect(() => {
    if (!Number.isInteger(sessionId) || sessionId <= 0) {
      setFailed('notFound');
      return;
    }
    const l = openLiveLink({
      teacher: true,
      handlers: {
        Joined: (p: LiveParticipant) =>
          setS((x) => x && { ...x, participants: [...x.participants.filter((q) => q.id !== p.id), p] }),
        Left: (pid: string) =>
          setS(
            (x) =>
              x && { ...x, participants: x.participants.map((q) => (q.id === pid ? { ...q, connected: false } : q)) },
          ),
        // what any screen of this teacher showed (a phone and the projector follow each other)
        Shown: (shown: LiveTeacherState['shown']) => {
          setS((x) => x && { ...x, shown });
          const c = currentOf(shown);
          setCurrent(c);
          if (c?.kind === 'question') setFocus(c.questionId);
        },
        // ended from another screen, or by the 3-hour limit: the summary
        Ended: () => setS((x) => x && { ...x, endedAt: x.endedAt ?? new Date().toISOString() }),
        AnswerReceived: (a: LiveAnswerEvent) =>
          setS(
            (x) =>
              x && {
                ...x,
                answers: [
                  ...x.answers.filter((b) => !(b.questionId === a.questionId && b.participantId === a.participantId)),
                  a,
                ],
              },
          ),
      },
      onState: setLink,
      renewToken: () => liveApi.summary(sessionId, { silent: true }),
      onUp: () => {
        l.invoke<LiveTeacherState>('Teach', sessionId).then(
          (state) => {
            setS(state);
            setFailed(null);
            const c = currentOf(state.shown);
            setCurrent(c);
            if (c?.kind === 'question') setFocus(c.questionId);
          },
          (err: unknown) => {
            const c = liveErrorCode(err);
            setFailed(c === LIVE_ERRORS.notYourSession || c === LIVE_ERRORS.teacherOnly ? 'notFound' : 'error');
          },
        );
      },
    });
    linkRef.current = l;
    return () => l.stop();
  }, [sessionId]);

  const show = async (req: LiveShowRequest) => {
    setActionError(null);
    try {
      await linkRef.current!.invoke('Show', req);
      setCurrent(req === null ? null : req.kind === 'section' ? { kind: 'section', section: req.section } : req);
      if (req?.kind === 'question') setFocus(req.questionId);
    } catch (err) {
      setActionError(errorText(err));
    }
  };
  const remove = async (p: LiveParticipant) => {
    setBusy(true);
    try {
      await linkRef.current!.invoke('Remove', p.id);
      setS((x) => x && { ...x, participants: x.participants.filter((q) => q.id !== p.id) });
      setRemoving(null);
    } catch (err) {
      setActionError(errorText(err));
      setRemoving(null);
    } finally {
      setBusy(false);
    }
  };
  const end = async () => {
    setBusy(true);
    try {
      const sum = await liveApi.end(sessionId, { silent: true });
      linkRef.current?.stop();
      setSummary(sum);
    } catch (err) {
      setActionError(errorText(err));
    } finally {
      setBusy(false);
      setEnding(false);
    }
  };

  const latest = useMemo(() => {
    if (!s || !focus) return [];
    return s.answers.filter((a) => a.questionId === focus && s.participants.some((p) => p.id === a.participantId));
  }, [s, focus]);

  if (!ready)
    return (
      <LiveFrame testId="live-teach">
        <LiveLoading />
      </LiveFrame>
    );
  if (summary)
    return (
      <LiveFrame testId="live-teach">
        <SummaryView summary={summary} justEnded />
      </LiveFrame>
    );
  if (failed === 'notFound')
    return (
      <LiveFrame testId="live-teach">
        <LiveFailed text={t('teach.notFound')} />
      </LiveFrame>
    );
  if (!s)
    return (
      <LiveFrame testId="live-teach">
        <LinkStatus state={link} />
        {failed ? <LiveFailed /> : <LiveLoading />}
      </LiveFrame>
    );
  if (s.endedAt)
    return (
      <LiveFrame testId="live-teach">
        <SummaryLoader id={sessionId} />
      </LiveFrame>
    );

  const question = s.questions.find((q) => q.id === focus) ?? null;
  const exitTickets = s.questions.filter((q) => q.exitTicket);
  const onClosure = current?.kind === 'section' && current.section === 'closure';
  return (
    <LiveFrame testId="live-teach">
      <header className="lv-row lv-between" style={{ marginBottom: '1rem' }}>
        <div>
          <h1 style={{ marginBottom: '.25rem' }}>{s.className}</h1>
          <p className="pl-muted" style={{ margin: 0 }}>
            {s.resourceTitle}
          </p>
        </div>
        <button type="button" className="lv-btn lv-btn-danger" onClick={() => setEnding(true)}>
          {t('teach.end')}
        </button>
      </header>
      <LinkStatus state={link} />
      {actionError ? (
        <p className="lv-error" role="alert" style={{ marginBottom: '1rem' }}>
          {actionError}
        </p>
      ) : null}
      <div className="lv-teach">
        <div>
          <JoinCard s={s} />
        </div>
        <div>
          <section className="lv-card" aria-labelledby="lv-pacing">
            <h2 id="lv-pacing">{t('teach.pacing')}</h2>
            <ul className="lv-list">
              {s.sections.map((sec) => {
                const on = current?.kind === 'section' && current.section === sec.section;
                return (
                  <ShowRow
                    key={sec.section}
                    on={on}
                    action={t('teach.show')}
                    name={t(sectionKey(sec.section))}
                    onShow={() => void show({ kind: 'section', section: sec.section })}
                  >
                    <strong>{t(sectionKey(sec.section))}</strong>{' '}
                    <span className="lv-hint">
                      {sec.minutes !== null ? t('minutes', { count: sec.minutes }) : null}
                      {!sec.hasContent ? ` · ${t('teach.noContent')}` : null}
                    </span>
                  </ShowRow>
                );
              })}
            </ul>
            <div className="lv-row lv-between" style={{ marginTop: '.75rem' }}>
              <span className="lv-hint">{current === null ? t('teach.nothingShown') : ''}</span>
              <button
                type="button"
                className="lv-btn lv-btn-outline lv-btn-small"
                disabled={current === null}
                onClick={() => void show(null)}
              >
                {t('teach.clear')}
              </button>
            </div>
          </section>
          {onClosure && exitTickets.length > 0 ? (
            <section className="lv-card" aria-labelledby="lv-exit" data-testid="live-exit-ticket">
              <h2 id="lv-exit">{t('teach.offerExitTicket')}</h2>
              {exitTickets.map((q) => (
                <div key={q.id} className="lv-row lv-between">
                  <span>{q.prompt}</span>
                  <button
                    type="button"
                    className="lv-btn lv-btn-small"
                    onClick={() => void show({ kind: 'question', questionId: q.id })}
                  >
                    {t('teach.launch')}
                  </button>
                </div>
              ))}
            </section>
          ) : null}
          <section className="lv-card" aria-labelledby="lv-questions">
            <h2 id="lv-questions">{t('teach.questions')}</h2>
            {s.questions.length === 0 ? (
              <p className="lv-hint">{t('teach.noQuestions')}</p>
            ) : (
              <ul className="lv-list">
                {s.questions.map((q) => {
                  const on = current?.kind === 'question' && current.questionId === q.id;
                  return (
                    <ShowRow
                      key={q.id}
                      on={on}
                      action={t('teach.launch')}
                      name={q.prompt}
                      onShow={() => void show({ kind: 'question', questionId: q.id })}
                    >
                      {q.prompt}{' '}
                      <span className="lv-badge lv-badge-muted">
                        {t(q.kind === 'choice' ? 'teach.kindChoice' : 'teach.kindShort')}
                      </span>{' '}
                      {q.exitTicket ? <span className="lv-badge">{t('teach.exitTicket')}</span> : null}
                    </ShowRow>
                  );
                })}
              </ul>
            )}
          </section>
          {question ? <Results question={question} answers={latest} participants={s.participants.length} /> : null}
          <Participants list={s.participants} onRemove={setRemoving} />
        </div>
      </div>
      {removing ? (
        <Confirm
          title={t('teach.removeTitle', { nickname: removing.nickname })}
          text={t('teach.removeText')}
          confirmLabel={t('teach.remove')}
          busy={busy}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
      {ending ? (
        <Confirm
          title={t('teach.endTitle')}
          text={t('teach.endText')}
          confirmLabel={t('teach.end')}
          busy={busy}
          onConfirm={() => void end()}
          onCancel={() => setEnding(false)}
        />
      ) : null}
    </LiveFrame>
  );
}

/** A class that has ended already (a reload after End): its summary. */
function SummaryLoader({ id }: { id: number }) {
  const [sum, setSum] = useState<LiveSummaryDto | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    liveApi.summary(id, { silent: true }).then(setSum, () => setFailed(true));
  }, [id]);
  if (failed) return <LiveFailed />;
  return sum ? <SummaryView summary={sum} /> : <LiveLoading />;
}
