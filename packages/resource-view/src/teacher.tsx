/**
 * The teacher (and consumer student-tab) content of a resource, in Chakra: the trigger and one class as the resource
 * page (mf-explore /resource/{id}/t|s) shows them, and as the Krea editor previews them. Props in, markup out: data
 * fetching, routing and the index stay in the apps. Texts come from the `explore` namespace (the app that renders
 * these must have it loaded).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Image, Link, Text, Wrap, chakra, formatNumber } from '@platform/ui';
import type { MaterialDto, MediaDto, ResourceDetail } from '@platform/contracts';
import { RichText } from './richText';

export { RichText } from './richText';
export const TEACHER_NS = 'explore';

export type ResourceTabKind = 'teacher' | 'student';
type TeacherClass = ResourceDetail['teacherMaterial']['classPlans'][number];
type StudentClass = ResourceDetail['studentMaterial']['classPlans'][number];
export type AnyClass = TeacherClass | StudentClass;
export interface SubEntry {
  id: string;
  label: string;
}
type Tf = (key: string, opts?: Record<string, unknown>) => string;
const clean = (l: Array<false | '' | null | undefined | SubEntry>) => l.filter(Boolean) as SubEntry[];

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.dt fontSize="xs" color="fg.muted" textTransform="uppercase">
        {label}
      </chakra.dt>
      <chakra.dd m="0" fontWeight="medium">
        {children}
      </chakra.dd>
    </Box>
  );
}

export function Materials({ items }: { items: MaterialDto[] }) {
  const { t } = useTranslation(TEACHER_NS);
  if (!items.length) return <Text color="fg.muted">{t('resource.noMaterials')}</Text>;
  return (
    <chakra.ul pl="5" listStyleType="disc">
      {items.map((m, i) => (
        <chakra.li key={i}>
          <Text as="span" color="fg.muted" fontSize="sm">
            {t(`materialKinds.${m.kind}`)}:{' '}
          </Text>
          {m.file ? (
            <Link href={m.file} target="_blank" rel="noopener noreferrer" download>
              {m.name}
            </Link>
          ) : (
            m.name
          )}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** YouTube / Vimeo links as their privacy-friendly embed (allowed by the CSP frame-src), else null. */
export function embedUrl(url: string): string | null {
  const yt = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/.exec(url);
  if (yt) return `https://www.youtube-nocookie.com/embed/${yt[1]}`;
  const vm = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url);
  if (vm) return `https://player.vimeo.com/video/${vm[1]}`;
  return null;
}

export function MediaList({ items }: { items: MediaDto[] }) {
  const { t } = useTranslation(TEACHER_NS);
  return (
    <Wrap gap="3">
      {items.map((m, i) => {
        if (m.kind === 2)
          return <Image key={i} src={m.url} alt={m.caption ?? t('resource.mediaImage')} maxH="48" rounded="md" />;
        const embed = embedUrl(m.url);
        if (embed)
          return (
            <chakra.iframe
              key={i}
              src={embed}
              title={m.caption || t('resource.mediaVideo')}
              w={{ base: 'full', md: '480px' }}
              aspectRatio="16/9"
              border="0"
              allow="fullscreen; picture-in-picture"
              allowFullScreen
            />
          );
        if (/\.(mp4|webm|ogg)(\?|$)/i.test(m.url))
          return (
            <chakra.video
              key={i}
              src={m.url}
              controls
              maxW="full"
              maxH="72"
              aria-label={m.caption || t('resource.mediaVideo')}
            />
          );
        return (
          <Link key={i} href={m.url} target="_blank" rel="noopener noreferrer">
            {m.caption || t('resource.mediaVideo')}
          </Link>
        );
      })}
    </Wrap>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-h`} scrollMarginTop="20" mb="6">
      <Heading as="h3" size="md" id={`${id}-h`} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The sections of the trigger present in this resource (for the index and the body). */
export function triggerSubEntries(r: ResourceDetail, tab: ResourceTabKind, t: Tf): SubEntry[] {
  const tm = r.teacherMaterial;
  const sm = r.studentMaterial;
  return clean(
    tab === 'teacher'
      ? [
          tm.hasMedia && { id: 'trigger-media', label: t('sections.media') },
          tm.classPlanDescription && { id: 'trigger-description', label: t('sections.classPlanDescription') },
          tm.pedagogicalGoal && { id: 'trigger-goal', label: t('sections.pedagogicalGoal') },
        ]
      : [
          sm.hasMedia && { id: 'trigger-media', label: t('sections.media') },
          sm.studentPedagogicalGoal && { id: 'trigger-goal', label: t('sections.studentPedagogicalGoal') },
          sm.rhetoricalQuestion && { id: 'trigger-question', label: t('sections.rhetoricalQuestion') },
        ],
  );
}

/** The sections of a class present in it (for the index and the body). */
export function classSubEntries(c: AnyClass, tab: ResourceTabKind, t: Tf): SubEntry[] {
  if (tab === 'teacher') {
    const tc = c as TeacherClass;
    return clean([
      tc.startSection && { id: `c${c.id}-start`, label: t('sections.start') },
      tc.developmentSection && { id: `c${c.id}-development`, label: t('sections.development') },
      tc.closureSection && { id: `c${c.id}-closure`, label: t('sections.closure') },
      tc.valuationSection && { id: `c${c.id}-valuation`, label: t('sections.valuation') },
      tc.necessaryDownloadableMaterials.length > 0 && { id: `c${c.id}-downloads`, label: t('sections.downloads') },
    ]);
  }
  const sc = c as StudentClass;
  return clean([
    sc.statement && { id: `c${c.id}-statement`, label: t('sections.statement') },
    sc.necessaryDownloadableMaterials.length > 0 && { id: `c${c.id}-downloads`, label: t('sections.downloads') },
  ]);
}

/** The trigger of the teacher or student tab. */
export function TriggerContent({ r, tab }: { r: ResourceDetail; tab: ResourceTabKind }) {
  const { t } = useTranslation(TEACHER_NS);
  const teacher = tab === 'teacher';
  const tm = r.teacherMaterial;
  const sm = r.studentMaterial;
  return (
    <Box data-testid={`${tab}-trigger`}>
      <Heading as="h2" size="lg" mb="3">
        {t('sections.trigger')}
      </Heading>
      {(teacher ? tm.hasMedia : sm.hasMedia) && (
        <Section id="trigger-media" title={t('sections.media')}>
          <MediaList items={teacher ? tm.mediaSummary : sm.mediaSummary} />
        </Section>
      )}
      {teacher && tm.classPlanDescription && (
        <Section id="trigger-description" title={t('sections.classPlanDescription')}>
          <RichText html={tm.classPlanDescription} />
        </Section>
      )}
      {teacher && tm.pedagogicalGoal && (
        <Section id="trigger-goal" title={t('sections.pedagogicalGoal')}>
          <RichText html={tm.pedagogicalGoal} />
        </Section>
      )}
      {!teacher && sm.studentPedagogicalGoal && (
        <Section id="trigger-goal" title={t('sections.studentPedagogicalGoal')}>
          <RichText html={sm.studentPedagogicalGoal} />
        </Section>
      )}
      {!teacher && sm.rhetoricalQuestion && (
        <Section id="trigger-question" title={t('sections.rhetoricalQuestion')}>
          <Text fontStyle="italic">{sm.rhetoricalQuestion}</Text>
        </Section>
      )}
    </Box>
  );
}

/** One class (teacher: facts, materials, start / development / closure / valuation; student: statement), and its downloads. */
export function ClassContent({
  c,
  tab,
  headingLevel = 'h2',
}: {
  c: AnyClass;
  tab: ResourceTabKind;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(TEACHER_NS);
  const teacher = tab === 'teacher';
  const tc = teacher ? (c as TeacherClass) : null;
  const subs = classSubEntries(c, tab, t);
  return (
    <Box data-testid={`class-${c.classNumber}`}>
      <Heading as={headingLevel} size="lg" mb="3">
        {t('sections.classN', { n: c.classNumber, name: c.name })}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3" mb="5">
        <Fact label={t('facts.duration')}>{t('facts.minutes', { count: c.minutesDuration })}</Fact>
        <Fact label={t('facts.organization')}>
          {t(`organization.${c.organizationType}`)}
          {tc?.secondaryOrganizationType ? ` / ${t(`organization.${tc.secondaryOrganizationType}`)}` : ''}
        </Fact>
        <Fact label={t('facts.layout')}>{t(`layouts.${c.classLayout}`)}</Fact>
      </chakra.dl>
      {tc && tc.necessaryMaterials.length > 0 && (
        <Box mb="5">
          <Heading as="h3" size="sm" mb="1">
            {t('facts.materials')}
          </Heading>
          <Materials items={tc.necessaryMaterials} />
        </Box>
      )}
      {subs.map((s) => {
        const key = s.id.split('-')[1];
        const rec = c as unknown as Record<string, unknown>;
        const html =
          key === 'start'
            ? rec.startSection
            : key === 'development'
              ? rec.developmentSection
              : key === 'closure'
                ? rec.closureSection
                : key === 'valuation'
                  ? rec.valuationSection
                  : key === 'statement'
                    ? rec.statement
                    : null;
        return (
          <Section key={s.id} id={s.id} title={s.label}>
            {key === 'downloads' ? (
              <Materials items={c.necessaryDownloadableMaterials} />
            ) : (
              <RichText html={html as string} />
            )}
          </Section>
        );
      })}
    </Box>
  );
}

/** The global valuation of the teacher tab. */
export function GlobalValuation({ r }: { r: ResourceDetail }) {
  const { t } = useTranslation(TEACHER_NS);
  return (
    <Section id="global-valuation" title={t('sections.globalValuation')}>
      <RichText html={r.teacherMaterial.globalValuationSection} />
      <Materials items={r.teacherMaterial.globalValuationMaterials} />
    </Section>
  );
}

const names = (l: Array<{ name: string }>) => l.map((x) => x.name).join(', ') || '—';

/**
 * The presentation tab's body: cover, presentation, rhetorical question and the facts, as the resource page shows it
 * and as the Krea editor's teacher preview shows the draft (one copy, issue 29). `full` adds what only the resource
 * page lists: category, rating, subtopics and subjects.
 */
export function PresentationBody({ r, idPrefix, full }: { r: ResourceDetail; idPrefix: string; full?: boolean }) {
  const { t, i18n } = useTranslation(TEACHER_NS);
  return (
    <>
      {r.cover && <Image src={r.cover} alt="" maxH="64" objectFit="cover" rounded="lg" />}
      <section aria-labelledby={`${idPrefix}-presentation`}>
        <Heading as="h2" size="md" id={`${idPrefix}-presentation`} mb="2">
          {t('resource.presentation')}
        </Heading>
        <RichText html={r.presentation} />
      </section>
      {r.rhetoricalQuestion && (
        <Box as="blockquote" borderLeftWidth="4px" borderColor="brand.500" pl="3" fontStyle="italic">
          {r.rhetoricalQuestion}
        </Box>
      )}
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="4">
        <Fact label={t('facts.type')}>{t(`types.${r.type}`)}</Fact>
        <Fact label={t('facts.ages')}>{t('facts.agesValue', { min: r.ageMin, max: r.ageMax })}</Fact>
        <Fact label={t('facts.duration')}>{t('facts.minutes', { count: r.durationMinutes })}</Fact>
        <Fact label={t('facts.classes')}>{r.numberOfClasses}</Fact>
        <Fact label={t('facts.implementation')}>{t(`implementations.${r.implementation}`)}</Fact>
        {full && <Fact label={t('facts.category')}>{r.category?.name ?? '—'}</Fact>}
        <Fact label={t('facts.languages')}>{r.languages.map((l) => t(`languages.${l}`)).join(', ') || '—'}</Fact>
        {full && (
          <Fact label={t('facts.rating')}>
            {r.reviewSummary.average
              ? t('facts.ratingValue', {
                  avg: formatNumber(r.reviewSummary.average, i18n.language),
                  count: r.reviewSummary.count,
                })
              : t('facts.noRatings')}
          </Fact>
        )}
      </chakra.dl>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Fact label={t('facts.skills')}>{names(r.skills)}</Fact>
        <Fact label={t('facts.topics')}>{names(r.topics)}</Fact>
        {full && <Fact label={t('facts.subtopics')}>{names(r.subtopics)}</Fact>}
        {full && <Fact label={t('facts.subjects')}>{names(r.subjects)}</Fact>}
        <Fact label={t('facts.crossAreas')}>{names(r.crossAreas)}</Fact>
        <Fact label={t('facts.sdgs')}>{names(r.sdgs)}</Fact>
      </chakra.dl>
    </>
  );
}
