/**
 * The student content of a resource in plain HTML + CSS (no Chakra: /r/{id} is the platform's lightest first route,
 * ADR 0012): the trigger and one class as the student view (mf-student-view /r/{id}) shows them, and as the Krea
 * editor's student preview shows them. Props in, markup out; server-renderable (no window / document during render).
 * Texts come from the `student` namespace (the app that renders these must have it loaded). Wrap them in an element
 * with the classes `pl-base sv-root` after `ensureBaseStyles()` ('@platform/ui/plain') and `ensureStudentStyles()`.
 */
import { useTranslation } from 'react-i18next';
import type { StudentClassPlan, StudentResource } from '@platform/contracts';
import { sanitizeHtml, textOf } from './html';
import { embeddableVideo } from './media';

export { ensureStudentStyles, studentCss, STYLE_ID } from './studentStyles';
export const STUDENT_NS = 'student';

/** What the student content reads of a resource (a StudentResource, or the ResourceDetail of the editor preview). */
export type StudentContentResource = Pick<
  StudentResource,
  'title' | 'category' | 'numberOfClasses' | 'studentMaterial'
> & { author: { name: string } };

export function Rich({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`sv-rich ${className}`.trim()} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

/** Which trigger sections have content (for the index and the body). */
export function triggerSections(r: StudentContentResource) {
  const m = r.studentMaterial;
  return {
    media: m.mediaSummary.length > 0,
    goal: textOf(m.studentPedagogicalGoal) !== '',
    // the rhetorical question is plain text (ADR 0047): rendered as text, never as markup
    question: (m.rhetoricalQuestion ?? '').trim() !== '',
  };
}

function Media({ r }: { r: StudentContentResource }) {
  const { t } = useTranslation(STUDENT_NS);
  const m = r.studentMaterial.mediaSummary[0];
  if (!m) return null;
  if (m.kind === 1) {
    const embed = embeddableVideo(m.url);
    const title = m.caption || r.title;
    return (
      <figure className="sv-media">
        {embed ? (
          <iframe
            src={embed}
            title={t('trigger.video', { title })}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <a href={m.url} target="_blank" rel="noopener noreferrer">
            {t('trigger.openVideo')}
          </a>
        )}
        {m.caption ? <figcaption>{m.caption}</figcaption> : null}
      </figure>
    );
  }
  return (
    <figure className="sv-media">
      <img src={m.url} alt={m.caption || ''} width={1280} height={720} fetchPriority="high" />
    </figure>
  );
}

/** The student trigger: title, author / category / classes, media, goal, rhetorical question. */
export function StudentTrigger({ r }: { r: StudentContentResource }) {
  const { t } = useTranslation(STUDENT_NS);
  const m = r.studentMaterial;
  const s = triggerSections(r);
  return (
    <>
      <p className="sv-kicker">{t('index.trigger')}</p>
      <h1 id="sv-title" data-testid="student-title">
        {r.title}
      </h1>
      <ul className="sv-meta">
        {r.author.name ? <li>{t('trigger.byAuthor', { author: r.author.name })}</li> : null}
        {r.category ? <li>{r.category.name}</li> : null}
        <li>{t('index.classCount', { count: r.numberOfClasses })}</li>
      </ul>
      {s.media && (
        <section id="sv-media" className="sv-section" aria-label={t('index.media')}>
          <Media r={r} />
        </section>
      )}
      {s.goal && (
        <section id="sv-goal" className="sv-section" aria-labelledby="sv-goal-title">
          <h2 id="sv-goal-title">{t('index.goal')}</h2>
          <Rich html={m.studentPedagogicalGoal} />
        </section>
      )}
      {s.question && (
        <section id="sv-question" className="sv-section" aria-labelledby="sv-question-title">
          <h2 id="sv-question-title">{t('index.question')}</h2>
          <div className="sv-rich sv-question">{m.rhetoricalQuestion}</div>
        </section>
      )}
      {!s.media && !s.goal && !s.question && <p className="pl-muted">{t('trigger.noContent')}</p>}
    </>
  );
}

/** One student class (number n): facts, print button, statement, downloadable materials. */
export function StudentClass({
  r,
  c,
  n,
}: {
  r: Pick<StudentContentResource, 'title'>;
  c: StudentClassPlan;
  n: number;
}) {
  const { t } = useTranslation(STUDENT_NS);
  const layout = c.classLayout && t(`class.layout.${c.classLayout}`, { defaultValue: '' });
  const org = c.organizationType && t(`class.organization.${c.organizationType}`, { defaultValue: '' });
  return (
    <>
      <p className="sv-kicker">{r.title}</p>
      <h1 id="sv-title" data-testid="student-title">
        {t('class.heading', { n, name: c.name })}
      </h1>
      <dl className="sv-meta">
        {c.minutesDuration > 0 && (
          <div>
            <dt className="pl-sr-only">{t('class.durationLabel')}</dt>
            <dd style={{ margin: 0 }}>{t('class.duration', { count: c.minutesDuration })}</dd>
          </div>
        )}
        {org && (
          <div>
            <dt className="pl-sr-only">{t('class.organizationLabel')}</dt>
            <dd style={{ margin: 0 }}>{org}</dd>
          </div>
        )}
        {layout && (
          <div>
            <dt className="pl-sr-only">{t('class.layoutLabel')}</dt>
            <dd style={{ margin: 0 }}>{layout}</dd>
          </div>
        )}
      </dl>
      <div className="sv-actions">
        <button type="button" className="pl-btn pl-btn-ghost" onClick={() => window.print()}>
          {t('class.print')}
        </button>
      </div>
      {textOf(c.statement) !== '' && (
        <section id="sv-statement" className="sv-section" aria-labelledby="sv-statement-title">
          <h2 id="sv-statement-title">{t('index.statement')}</h2>
          <Rich html={c.statement} />
        </section>
      )}
      <section id="sv-materials" className="sv-section" aria-labelledby="sv-materials-title">
        <h2 id="sv-materials-title">{t('index.materials')}</h2>
        {c.necessaryDownloadableMaterials.length ? (
          <ul className="sv-materials">
            {c.necessaryDownloadableMaterials.map((m, i) => (
              <li key={`${m.name}-${i}`}>
                {m.file ? (
                  <a href={m.file} download aria-label={t('class.download', { name: m.name })}>
                    <span aria-hidden="true">⬇</span> {m.name}
                  </a>
                ) : (
                  m.name
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="pl-muted">{t('class.noMaterials')}</p>
        )}
      </section>
    </>
  );
}
