/**
 * The public student view of a shared resource (spec platform §2 /r/{id}, §3 student trigger and class fields): the
 * trigger tab, one class tab per SHARED class, the student form of the resource index, a language fallback notice,
 * and one "not available" page for everything that is not shared (unknown link, class not shared): it says nothing
 * about what exists. Rendered on the server too (src/server.tsx), so everything here renders the same in Node and in
 * the browser: no window / document during render, effects only after hydration.
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformNavigate } from '@platform/ui/base';
import { ensureBaseStyles } from '@platform/ui/plain';
import type { StudentClassPlan, StudentResource } from '@platform/contracts';
import { retry, useStudentResource } from './data';
import { textOf } from '@platform/resource-view/html';
import { StudentClass, StudentTrigger, ensureStudentStyles, triggerSections } from '@platform/resource-view/student';
import { useStudentClientEffects } from './offline';
import { studentTitle } from './title';

const NS = 'student';

/** A link inside the student view: client-side navigation (no reload), a real href for the server HTML and new tabs. */
function ViewLink({
  href,
  children,
  current,
  location,
  className,
}: {
  href: string;
  children: ReactNode;
  current?: boolean;
  location?: boolean;
  className?: string;
}) {
  const navigate = usePlatformNavigate();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const [path, hash] = href.split('#');
    if (path !== window.location.pathname) navigate(path);
    // the shell scrolls to the top on navigation; then the section, once rendered
    if (hash) window.setTimeout(() => document.getElementById(hash)?.scrollIntoView({ block: 'start' }), 0);
  };
  return (
    <a
      href={href}
      onClick={onClick}
      aria-current={current ? 'page' : location ? 'location' : undefined}
      className={className}
    >
      {children}
    </a>
  );
}

const base = (id: string) => `/r/${encodeURIComponent(id)}`;
const classHref = (id: string, c: StudentClassPlan) => `${base(id)}/class/${c.id}`;

const SECTION_IDS = ['sv-media', 'sv-goal', 'sv-question', 'sv-statement', 'sv-materials'];

/** The section of the page being read (the highest one in the top half of the viewport); null before hydration. */
function useSectionInView(page: string): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    setCurrent(null);
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target.id);
          else visible.delete(e.target.id);
        }
        setCurrent(SECTION_IDS.find((sid) => visible.has(sid)) ?? null);
      },
      { rootMargin: '-64px 0px -50% 0px' },
    );
    SECTION_IDS.forEach((sid) => {
      const el = document.getElementById(sid);
      if (el) observer.observe(el);
    });
    return () => observer.disconnect();
  }, [page]);
  return current;
}

/** §2 resource index, student form: the trigger with its filled sections, then the shared classes, numbered; the
 * sub-entry of the section being read is marked (aria-current="location") and follows the scroll. */
function StudentIndex({ id, r, active }: { id: string; r: StudentResource; active: 'trigger' | number }) {
  const { t } = useTranslation(NS);
  const s = triggerSections(r);
  const classes = r.studentMaterial.classPlans;
  const inView = useSectionInView(String(active));
  // a function, not a component: the links keep their identity (and focus) while the marked section changes
  const sub = (page: 'trigger' | number, section: string, label: string) => (
    <ViewLink
      href={`${
        page === 'trigger'
          ? base(id)
          : classHref(
              id,
              classes.find((c) => c.id === page)!,
            )
      }#${section}`}
      location={active === page && inView === section}
    >
      {label}
    </ViewLink>
  );
  return (
    <nav className="sv-index" aria-labelledby="sv-index-title">
      <h2 id="sv-index-title">{t('index.label')}</h2>
      <ol>
        <li>
          <ViewLink href={base(id)} current={active === 'trigger'}>
            {t('index.trigger')}
          </ViewLink>
          {(s.media || s.goal || s.question) && (
            <ul>
              {s.media && <li>{sub('trigger', 'sv-media', t('index.media'))}</li>}
              {s.goal && <li>{sub('trigger', 'sv-goal', t('index.goal'))}</li>}
              {s.question && <li>{sub('trigger', 'sv-question', t('index.question'))}</li>}
            </ul>
          )}
        </li>
        {classes.map((c, i) => (
          <li key={c.id} data-testid={`sv-index-class-${i + 1}`}>
            <ViewLink href={classHref(id, c)} current={active === c.id}>
              {t('index.classN', { n: i + 1, name: c.name })}
            </ViewLink>
            <ul>
              {textOf(c.statement) !== '' && <li>{sub(c.id, 'sv-statement', t('index.statement'))}</li>}
              {c.necessaryDownloadableMaterials.length > 0 && (
                <li>{sub(c.id, 'sv-materials', t('index.materials'))}</li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Resource in another language than the one asked: say so (spec issue: fallback with a notice). */
function LanguageNotice({ r, asked }: { r: StudentResource; asked: string }) {
  const { t } = useTranslation(NS);
  if (r.locale === asked) return null;
  return (
    <p className="sv-notice" role="status" lang={asked}>
      {t('language.fallback', { asked: t(`language.${asked}`), shown: t(`language.${r.locale}`) })}
    </p>
  );
}

function OfflineNotice() {
  const { t } = useTranslation(NS);
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return offline ? (
    <p className="sv-notice" role="status">
      {t('state.offline')}
    </p>
  ) : null;
}

/** Bottom links to the previous and next tab (phones have the index below the content). */
function Pager({ id, r, at }: { id: string; r: StudentResource; at: number }) {
  const { t } = useTranslation(NS);
  const classes = r.studentMaterial.classPlans;
  const prev =
    at < 0
      ? null
      : at === 0
        ? { href: base(id), label: t('index.trigger') }
        : { href: classHref(id, classes[at - 1]), label: t('index.classN', { n: at, name: classes[at - 1].name }) };
  const nextClass = classes[at + 1];
  const next = nextClass
    ? { href: classHref(id, nextClass), label: t('index.classN', { n: at + 2, name: nextClass.name }) }
    : null;
  if (!prev && !next) return null;
  return (
    <nav className="sv-pager" aria-label={`${t('class.previous')} / ${t('class.next')}`}>
      <span>{prev ? <ViewLink href={prev.href}>← {prev.label}</ViewLink> : null}</span>
      <span>{next ? <ViewLink href={next.href}>{next.label} →</ViewLink> : null}</span>
    </nav>
  );
}

function Frame({ children }: { children: ReactNode }) {
  ensureBaseStyles();
  ensureStudentStyles();
  useStudentClientEffects();
  return (
    <div className="pl-base sv-root" data-testid="student-view">
      {children}
    </div>
  );
}

/** Not shared, unknown or malformed: one page that reveals nothing (the server answers it with a 404). */
export function Unavailable({ id, kind }: { id: string; kind: 'link' | 'class' }) {
  const { t } = useTranslation(NS);
  return (
    <section className="sv-unavailable" aria-labelledby="sv-unavailable" data-testid="student-unavailable">
      <h1 id="sv-unavailable">{t(kind === 'class' ? 'unavailable.classTitle' : 'unavailable.title')}</h1>
      <p className="pl-muted">{t(kind === 'class' ? 'unavailable.classText' : 'unavailable.text')}</p>
      {kind === 'class' ? (
        <ViewLink href={base(id)} className="pl-btn">
          {t('unavailable.backToResource')}
        </ViewLink>
      ) : null}
    </section>
  );
}

function Loading() {
  const { t } = useTranslation(NS);
  return (
    <div className="pl-center" role="status" aria-live="polite">
      <span className="pl-spinner" aria-hidden="true" />
      <p className="pl-muted">{t('state.loading')}</p>
    </div>
  );
}

function Failed({ id, locale }: { id: string; locale: string }) {
  const { t } = useTranslation(NS);
  return (
    <div className="pl-center" role="alert">
      <h1>{t('state.errorTitle')}</h1>
      <p>{t('state.error')}</p>
      <button type="button" className="pl-btn" onClick={() => retry(id, locale)}>
        {t('state.retry')}
      </button>
    </div>
  );
}

/** The page of link `id`: the trigger tab (classId undefined) or one shared class. */
export function StudentView({ id, classId }: { id: string; classId?: string }) {
  const { t, i18n } = useTranslation(NS);
  const locale = i18n.language;
  const entry = useStudentResource(id, locale);
  const settled = entry.status === 'ready' || entry.status === 'missing';
  const data = entry.status === 'ready' ? entry.data : null;
  useEffect(() => {
    if (!settled) return;
    document.title = studentTitle(t, i18n.getFixedT(locale, 'common')('appName'), data, classId);
  }, [settled, data, classId, locale, t, i18n]);
  let body: ReactNode;
  if (entry.status === 'loading') body = <Loading />;
  else if (entry.status === 'error') body = <Failed id={id} locale={locale} />;
  else if (entry.status === 'missing') body = <Unavailable id={id} kind="link" />;
  else {
    const r = entry.data;
    const classes = r.studentMaterial.classPlans;
    const at = classId === undefined ? -1 : classes.findIndex((c) => String(c.id) === classId);
    if (classId !== undefined && at < 0) body = <Unavailable id={id} kind="class" />;
    else {
      body = (
        <div className="sv-layout">
          <article className="sv-article" aria-labelledby="sv-title" lang={r.locale}>
            <LanguageNotice r={r} asked={locale} />
            <OfflineNotice />
            {at < 0 ? <StudentTrigger r={r} /> : <StudentClass r={r} c={classes[at]} n={at + 1} />}
            <Pager id={id} r={r} at={at} />
          </article>
          <StudentIndex id={id} r={r} active={at < 0 ? 'trigger' : classes[at].id} />
        </div>
      );
    }
  }
  return <Frame>{body}</Frame>;
}
