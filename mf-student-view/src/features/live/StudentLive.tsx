/**
 * The student's side of a live class (issue 33): /live (type the code) and /live/{code} (public, no account): the
 * class's title, a nickname, then whatever the teacher shows. The rejoin key is kept in sessionStorage; after a
 * reconnect (or a reload) the student joins again with it and gets their nickname and answers back. The page speaks
 * the session's language at first; the student's own choice (the bar's language selector) is kept after that.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePlatformNavigate } from '@platform/ui/base';
import { changeLanguage } from '@platform/i18n';
import {
  LIVE_ERRORS,
  LIVE_LIMITS,
  liveCodeSchema,
  type LiveAnswerValue,
  type LiveJoinAnswer,
  type LiveJoinInfoDto,
  type LiveShown,
  type LiveStudentState,
} from '@platform/contracts';
import * as liveApi from '@platform/api-client/live';
import { useLiveT } from './i18n';
import { LinkStatus, LiveFailed, LiveField, LiveFrame, LiveLoading, usePageTitle } from './common';
import { liveErrorCode, openLiveLink, type LinkState, type LiveLink } from './hub';
import { QuestionForm, SectionView } from './StudentQuestion';

interface Stored {
  nickname: string;
  rejoinKey: string;
}
const storeKey = (code: string) => `platform.live.${code}`;
function readStored(code: string): Stored | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(storeKey(code)) ?? 'null') as Stored | null;
    return v && typeof v.rejoinKey === 'string' && typeof v.nickname === 'string' ? v : null;
  } catch {
    return null;
  }
}
function writeStored(code: string, v: Stored | null) {
  try {
    if (v) sessionStorage.setItem(storeKey(code), JSON.stringify(v));
    else sessionStorage.removeItem(storeKey(code));
  } catch {
    /* private mode: a reload asks for the nickname again */
  }
}

/** The code form: /live, and an unknown code on /live/{code}. */
function CodeForm({ initial = '', unknown = false }: { initial?: string; unknown?: boolean }) {
  const { t } = useLiveT();
  const navigate = usePlatformNavigate();
  const id = useId();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(unknown ? t('code.unknown') : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = liveCodeSchema.safeParse(code);
    if (!parsed.success) return setError(t('code.invalid'));
    navigate(`/live/${parsed.data}`);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`}>{t('code.heading')}</h1>
      <LiveField
        base={id}
        name="code"
        label={t('code.label')}
        hint={t('code.hint')}
        error={error}
        className="lv-code-input"
        value={code}
        maxLength={LIVE_LIMITS.codeLength + 2}
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => setCode(e.target.value)}
      />
      <button type="submit" className="lv-btn lv-wide">
        {t('code.submit')}
      </button>
    </form>
  );
}

/** /live: a code to type. */
export function LiveCodeScreen() {
  const { t, ready } = useLiveT();
  usePageTitle(ready ? t('titles.join') : null);
  return (
    <LiveFrame narrow testId="live-code">
      {ready ? <CodeForm /> : <LiveLoading />}
    </LiveFrame>
  );
}

type Info = { status: 'loading' } | { status: 'ready'; info: LiveJoinInfoDto } | { status: 'missing' | 'error' };

function useJoinInfo(code: string): [Info, () => void] {
  const [info, setInfo] = useState<Info>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setInfo({ status: 'loading' });
    liveApi.byCode(code, { silent: true }).then(
      (d) => alive && setInfo({ status: 'ready', info: d }),
      (err: { response?: { status?: number }; status?: number }) => {
        const s = err?.response?.status ?? err?.status;
        if (alive) setInfo({ status: s === 404 || s === 400 ? 'missing' : 'error' });
      },
    );
    return () => {
      alive = false;
    };
  }, [code, attempt]);
  return [info, () => setAttempt((a) => a + 1)];
}

/** The session's language, once per code and tab: after that the student's own choice stands. */
function useSessionLanguage(code: string, locale: string | undefined) {
  useEffect(() => {
    if (!locale) return;
    const key = `platform.live.lang.${code}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, locale);
    } catch {
      return;
    }
    void changeLanguage(locale);
  }, [code, locale]);
}

type Phase = 'nickname' | 'live' | 'removed' | 'ended';

/** /live/{code}. */
export function LiveJoinScreen({ code: raw }: { code: string }) {
  const parsed = liveCodeSchema.safeParse(raw);
  const { t, ready } = useLiveT();
  if (!ready)
    return (
      <LiveFrame narrow testId="live-join">
        <LiveLoading />
      </LiveFrame>
    );
  if (!parsed.success)
    return (
      <LiveFrame narrow testId="live-join">
        <CodeForm initial={raw} unknown />
      </LiveFrame>
    );
  return <JoinByCode key={parsed.data} code={parsed.data} t={t} />;
}

function JoinByCode({ code, t }: { code: string; t: ReturnType<typeof useLiveT>['t'] }) {
  const [info, retry] = useJoinInfo(code);
  const known = info.status === 'ready' ? info.info : null;
  useSessionLanguage(code, known?.locale);
  usePageTitle(known ? `${known.resourceTitle} · ${t('titles.join')}` : t('titles.join'));
  let body;
  if (info.status === 'loading') body = <LiveLoading />;
  else if (info.status === 'error') body = <LiveFailed onRetry={retry} />;
  else if (!known) body = <CodeForm initial={code} unknown />;
  else body = <Student code={code} info={known} />;
  return (
    <LiveFrame narrow testId="live-join">
      {body}
    </LiveFrame>
  );
}

function Student({ code, info }: { code: string; info: LiveJoinInfoDto }) {
  const { t } = useLiveT();
  const navigate = usePlatformNavigate();
  const uid = useId();
  const [phase, setPhase] = useState<Phase>('nickname');
  const [link, setLink] = useState<LinkState>('connecting');
  const [state, setState] = useState<LiveStudentState | null>(null);
  const [nickname, setNickname] = useState(() => readStored(code)?.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const linkRef = useRef<LiveLink | null>(null);

  const joined = useCallback(
    (answer: LiveJoinAnswer, nick: string) => {
      writeStored(code, { nickname: nick, rejoinKey: answer.rejoinKey });
      setState(answer.state);
      setPhase(answer.state.ended ? 'ended' : 'live');
    },
    [code],
  );
  const errorText = useCallback(
    (err: unknown) => {
      const c = liveErrorCode(err);
      return c ? t(`errors.${c}`, { max: LIVE_LIMITS.nicknameMax }) : t('errors.generic');
    },
    [t],
  );

  useEffect(() => {
    const l = openLiveLink({
      handlers: {
        Shown: (shown: LiveShown | null) => setState((s) => (s ? { ...s, shown } : s)),
        Ended: () => {
          writeStored(code, null);
          setPhase('ended');
        },
        Removed: () => {
          writeStored(code, null);
          setPhase('removed');
        },
      },
      onState: setLink,
      // up again (or for the first time with a key from before a reload): join again as the same participant
      onUp: () => {
        const s = readStored(code);
        if (!s) return;
        l.invoke<LiveJoinAnswer>('Join', code, s.nickname, s.rejoinKey).then(
          (a) => joined(a, s.nickname),
          (err: unknown) => {
            const c = liveErrorCode(err);
            if (c === LIVE_ERRORS.ended || c === LIVE_ERRORS.unknownCode) setPhase('ended');
            else if (c) {
              writeStored(code, null);
              setPhase('nickname');
            }
          },
        );
      },
    });
    linkRef.current = l;
    return () => l.stop();
  }, [code, joined]);

  const join = async (e: FormEvent) => {
    e.preventDefault();
    const nick = nickname.trim();
    if (!nick) return setError(t('errors.LIVE_NICKNAME_EMPTY'));
    if (nick.length > LIVE_LIMITS.nicknameMax)
      return setError(t('errors.LIVE_NICKNAME_TOO_LONG', { max: LIVE_LIMITS.nicknameMax }));
    setJoining(true);
    setError(null);
    try {
      const a = await linkRef.current!.invoke<LiveJoinAnswer>('Join', code, nick);
      joined(a, nick);
    } catch (err) {
      if (liveErrorCode(err) === LIVE_ERRORS.ended) setPhase('ended');
      else setError(errorText(err));
    } finally {
      setJoining(false);
    }
  };

  const send = async (questionId: string, value: LiveAnswerValue) => {
    try {
      await linkRef.current!.invoke('Answer', questionId, value);
      setState((s) => (s ? { ...s, myAnswers: { ...s.myAnswers, [questionId]: value } } : s));
    } catch (err) {
      throw new Error(errorText(err), { cause: err });
    }
  };

  const header = (
    <header>
      <h1>{state?.resourceTitle ?? info.resourceTitle}</h1>
      <p className="pl-muted">{state?.className ?? info.className}</p>
    </header>
  );

  if (phase === 'ended' || phase === 'removed')
    return (
      <section aria-labelledby={`${uid}-end`} data-testid={`live-${phase}`}>
        {header}
        <div className="lv-card">
          <h2 id={`${uid}-end`}>{t(phase === 'ended' ? 'student.endedTitle' : 'student.removedTitle')}</h2>
          <p>{t(phase === 'ended' ? 'student.endedText' : 'student.removedText')}</p>
        </div>
      </section>
    );

  if (phase === 'nickname' || !state)
    return (
      <>
        {header}
        <LinkStatus state={link} />
        <form className="lv-card" onSubmit={(e) => void join(e)} noValidate aria-labelledby={`${uid}-j`}>
          <h2 id={`${uid}-j`}>{t('join.heading')}</h2>
          <LiveField
            base={uid}
            name="nick"
            label={t('join.nickname')}
            hint={t('join.nicknameHint', { max: LIVE_LIMITS.nicknameMax })}
            error={error}
            value={nickname}
            maxLength={LIVE_LIMITS.nicknameMax}
            onChange={(e) => setNickname(e.target.value)}
          />
          <button type="submit" className="lv-btn lv-wide" disabled={joining}>
            {joining ? t('join.joining') : t('join.submit')}
          </button>
          <p className="lv-hint" style={{ marginTop: '.75rem' }}>
            {t('join.privacy')}
          </p>
        </form>
        <p>
          <a
            href="/live"
            className="lv-link"
            onClick={(e) => {
              e.preventDefault();
              navigate('/live');
            }}
          >
            {t('join.otherCode')}
          </a>
        </p>
      </>
    );

  const shown = state.shown;
  return (
    <>
      {header}
      <p className="lv-hint" data-testid="live-you">
        {t('student.you', { nickname: readStored(code)?.nickname ?? nickname })}
      </p>
      <LinkStatus state={link} />
      {shown === null ? (
        <p className="lv-card" data-testid="live-waiting">
          {t('student.waiting')}
        </p>
      ) : shown.kind === 'section' ? (
        <SectionView shown={shown} />
      ) : (
        <QuestionForm
          question={shown.question}
          mine={state.myAnswers[shown.question.id]}
          onSend={(v) => send(shown.question.id, v)}
        />
      )}
    </>
  );
}
