/** What a student sees of the teacher's screen: a section of the class, or a question to answer. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { LIVE_LIMITS, type LiveAnswerValue, type LiveShown } from '@platform/contracts';
import { useLiveT } from './i18n';
import { sectionKey } from './common';

type Section = Extract<LiveShown, { kind: 'section' }>;
type Question = Extract<LiveShown, { kind: 'question' }>['question'];

export function SectionView({ shown }: { shown: Section }) {
  const { t } = useLiveT();
  return (
    <section className="lv-card" aria-labelledby="lv-section-title" data-testid="live-section">
      <h2 id="lv-section-title">{t(sectionKey(shown.section))}</h2>
      {shown.minutes !== null ? <p className="lv-hint">{t('minutes', { count: shown.minutes })}</p> : null}
      {/* the section's rich text, sanitized by the server (contracts: LiveShown.html) */}
      <div className="lv-section-html" dangerouslySetInnerHTML={{ __html: shown.html }} />
      {shown.materials.length > 0 ? (
        <>
          <h3>{t('student.materials')}</h3>
          <ul>
            {shown.materials.map((m) => (
              <li key={m.url}>
                <a href={m.url} target="_blank" rel="noreferrer">
                  {m.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

const sameAnswer = (a: LiveAnswerValue | undefined, b: LiveAnswerValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * A question: radios (one correct option), checkboxes (several) or a text (short). "Send answer" becomes "Change
 * answer" once one was sent; the answer the server holds is the one shown after a reconnect.
 */
export function QuestionForm({
  question,
  mine,
  onSend,
}: {
  question: Question;
  mine: LiveAnswerValue | undefined;
  onSend: (value: LiveAnswerValue) => Promise<void>;
}) {
  const { t } = useLiveT();
  const uid = useId();
  const [picked, setPicked] = useState<string[]>(Array.isArray(mine) ? mine : []);
  const [text, setText] = useState(typeof mine === 'string' ? mine : '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // another question, or the server's answer after a rejoin: start from what it holds
  useEffect(() => {
    setPicked(Array.isArray(mine) ? mine : []);
    setText(typeof mine === 'string' ? mine : '');
    setError(null);
  }, [question.id, mine]);

  const value: LiveAnswerValue | null = question.kind === 'short' ? text.trim() || null : picked.length ? picked : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value) {
      setError(t(question.kind === 'short' ? 'student.writeSomething' : 'student.pickSomething'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onSend(value);
    } catch (err) {
      setError(String((err as Error).message));
    } finally {
      setSending(false);
    }
  };
  const sent = mine !== undefined && sameAnswer(mine, value ?? undefined);
  const errorId = `${uid}-error`;
  const toggle = (id: string, on: boolean) =>
    setPicked((p) => (question.multiple ? (on ? [...p, id] : p.filter((x) => x !== id)) : [id]));

  return (
    <form
      className="lv-card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${uid}-h`}
      data-testid="live-question"
      noValidate
    >
      <h2 id={`${uid}-h`} className="lv-hint" style={{ fontSize: '.875rem' }}>
        {t('student.question')}
      </h2>
      {question.kind === 'short' ? (
        <div className="lv-field">
          <label htmlFor={`${uid}-text`} style={{ fontSize: '1.125rem' }}>
            {question.prompt}
          </label>
          <textarea
            id={`${uid}-text`}
            className="lv-input"
            maxLength={LIVE_LIMITS.shortAnswerMax}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
      ) : (
        <fieldset className="lv-choices" aria-describedby={error ? errorId : `${uid}-how`}>
          <legend>{question.prompt}</legend>
          <p className="lv-hint" id={`${uid}-how`}>
            {t(question.multiple ? 'student.chooseSeveral' : 'student.chooseOne')}
          </p>
          {question.options.map((o) => (
            <label key={o.id} className="lv-choice">
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`${uid}-q`}
                value={o.id}
                checked={picked.includes(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
              />
              <span>{o.text}</span>
            </label>
          ))}
        </fieldset>
      )}
      {error ? (
        <p className="lv-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {sent && !sending ? (
          <p className="lv-badge" data-testid="live-answer-sent">
            {t('student.sent')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="lv-btn lv-wide" disabled={sending || sent}>
        {sending ? t('student.sending') : mine !== undefined ? t('student.change') : t('student.send')}
      </button>
    </form>
  );
}
