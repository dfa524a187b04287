import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from '@platform/router';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Heading,
  Image,
  Link,
  LoadingState,
  ErrorState,
  Stack,
  Text,
  Wrap,
  chakra,
} from '@platform/ui';
import { isApiError } from '@platform/api-client';
import { useResource } from '../../lib/queries';
import type { ExploreLocale, MaterialDto, MediaDto, ResourceDetail } from '@platform/contracts';
import { useT } from '../../lib/i18n';
import { goTo } from '../../lib/platform';
import { RichText } from '../../lib/html';
import { IndexSidebar, type IndexEntry } from './IndexSidebar';
import { AuthorHoverCard } from './AuthorHoverCard';
import { ReviewModal } from './ReviewModal';
import { ShareModal } from './ShareModal';
import { ClassPackButton } from '../classpack';
import { ShareColleaguesModal } from './ShareColleaguesModal';
import { FoldersModal } from './FoldersModal';
import { RequestInfoModal } from '../programs';
import { useQuery } from '@tanstack/react-query';
import { Grid3, GridItemLi, ResourceCard as Card } from '../../components/common';
import * as resourceApi from '@platform/api-client/resource';
import { categoryBadgeStyle } from '../../lib/categoryColor';

export type ResourceTab = 'presentation' | 'teacher' | 'student';
type ModalKind = 'review' | 'share' | 'colleagues' | 'folders' | 'info' | null;

/** /resource/:id (presentation), /t (teacher: trigger, class/:classId, valuation), /s (student: trigger, class/:classId). */
export function ResourceScreen({ tab, part }: { tab: ResourceTab; part?: 'valuation' }) {
  const { t, locale } = useT();
  const params = useParams();
  const id = Number(params.id);
  const classId = params.classId ? Number(params.classId) : undefined;
  const [contentLocale, setContentLocale] = useState<ExploreLocale>(locale);
  const [redirected, setRedirected] = useState(false);
  const [modal, setModal] = useState<ModalKind>(null);
  useEffect(() => {
    setContentLocale(locale);
    setRedirected(false);
  }, [locale, id]);
  const q = useResource(Number.isInteger(id) ? id : 0, contentLocale);

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) goTo('/not-found', true);
  }, [id]);
  useEffect(() => {
    if (q.data && resourceApi.isRedirect(q.data)) {
      setContentLocale(q.data.redirect.locale);
      setRedirected(true);
    }
  }, [q.data]);
  useEffect(() => {
    if (q.error && isApiError(q.error) && q.error.status === 404) goTo('/not-found', true);
  }, [q.error]);

  if (q.isPending || (q.data && resourceApi.isRedirect(q.data))) return <LoadingState label={t('resource.loading')} />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.status === 404) return null;
    return (
      <ErrorState title={t('errors.loadTitle')} description={t('errors.loadBody')} onRetry={() => void q.refetch()} />
    );
  }
  const r = q.data as ResourceDetail;
  const base = `/resource/${r.id}`;
  return (
    <Container maxW="6xl" py="6" px={{ base: '4', md: '6' }} data-testid="resource-screen" lang={r.locale}>
      {redirected && (
        <Box role="status" bg="yellow.50" borderWidth="1px" borderColor="yellow.300" p="2" rounded="md" mb="3">
          {t('resource.redirected', { language: t(`languages.${r.locale}`) })}
        </Box>
      )}
      <Stack gap="2" mb="4">
        <HStack gap="2" wrap="wrap">
          {r.category && <Badge style={categoryBadgeStyle(r.category.color)}>{r.category.name}</Badge>}
          <Badge>{t(`types.${r.type}`)}</Badge>
          {r.novelty && <Badge colorPalette="green">{t('card.new')}</Badge>}
        </HStack>
        <Heading as="h1" size="2xl">
          {r.title}
        </Heading>
        <HStack gap="3" wrap="wrap">
          <AuthorHoverCard author={r.author} />
        </HStack>
      </Stack>
      <Flex as="div" role="toolbar" aria-label={t('resource.actions')} gap="2" wrap="wrap" mb="4">
        <Button size="sm" colorPalette="brand" onClick={() => setModal('review')}>
          {r.myReview ? t('review.edit') : t('review.open')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal('share')}>
          {t('share.open')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal('colleagues')}>
          {t('colleagues.open')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setModal('folders')}>
          {t('folders.open')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setModal('info')}>
          {t('program.requestInfo')}
        </Button>
        <Link
          href={`/resource/${r.id}/s`}
          target="_blank"
          rel="noopener noreferrer"
          alignSelf="center"
          fontSize="sm"
          data-testid="student-preview"
        >
          {t('resource.studentPreview')}
        </Link>
      </Flex>
      <chakra.nav aria-label={t('resource.views')} borderBottomWidth="1px" mb="5">
        <HStack gap="1" as="ul" listStyleType="none" p="0" m="0">
          {(
            [
              ['presentation', base],
              ['teacher', `${base}/t`],
              ['student', `${base}/s`],
            ] as const
          ).map(([k, to]) => (
            <chakra.li key={k}>
              <Link
                asChild
                px="3"
                py="2"
                display="inline-block"
                borderBottomWidth="3px"
                borderColor={tab === k ? 'brand.500' : 'transparent'}
                fontWeight={tab === k ? 'semibold' : 'normal'}
              >
                <RouterLink to={to} aria-current={tab === k ? 'page' : undefined}>
                  {t(`resource.tabs.${k}`)}
                </RouterLink>
              </Link>
            </chakra.li>
          ))}
        </HStack>
      </chakra.nav>
      {tab === 'presentation' ? (
        <Presentation r={r} />
      ) : (
        <MaterialView r={r} tab={tab} classId={classId} valuation={part === 'valuation'} />
      )}
      <ReviewModal open={modal === 'review'} onClose={() => setModal(null)} resource={r} />
      <ShareModal open={modal === 'share'} onClose={() => setModal(null)} resource={r} />
      <ShareColleaguesModal open={modal === 'colleagues'} onClose={() => setModal(null)} resource={r} />
      <FoldersModal open={modal === 'folders'} onClose={() => setModal(null)} resourceId={r.id} />
      <RequestInfoModal
        open={modal === 'info'}
        onClose={() => setModal(null)}
        send={(m) => resourceApi.requestInformation(r.id, m)}
      />
    </Container>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
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
const names = (l: Array<{ name: string }>) => l.map((x) => x.name).join(', ') || '—';

function Presentation({ r }: { r: ResourceDetail }) {
  const { t } = useT();
  return (
    <Stack gap="5" data-testid="presentation">
      {r.cover && <Image src={r.cover} alt="" maxH="64" objectFit="cover" rounded="lg" />}
      <section aria-labelledby="p-presentation">
        <Heading as="h2" size="md" id="p-presentation" mb="2">
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
        <Fact label={t('facts.category')}>{r.category?.name ?? '—'}</Fact>
        <Fact label={t('facts.languages')}>{r.languages.map((l) => t(`languages.${l}`)).join(', ')}</Fact>
        <Fact label={t('facts.rating')}>
          {r.reviewSummary.average
            ? t('facts.ratingValue', { avg: r.reviewSummary.average.toFixed(1), count: r.reviewSummary.count })
            : t('facts.noRatings')}
        </Fact>
      </chakra.dl>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Fact label={t('facts.skills')}>{names(r.skills)}</Fact>
        <Fact label={t('facts.topics')}>{names(r.topics)}</Fact>
        <Fact label={t('facts.subtopics')}>{names(r.subtopics)}</Fact>
        <Fact label={t('facts.subjects')}>{names(r.subjects)}</Fact>
        <Fact label={t('facts.crossAreas')}>{names(r.crossAreas)}</Fact>
        <Fact label={t('facts.sdgs')}>{names(r.sdgs)}</Fact>
      </chakra.dl>
      <section aria-labelledby="p-materials">
        <Heading as="h2" size="md" id="p-materials" mb="2">
          {t('facts.materials')}
        </Heading>
        <Materials items={r.materials} />
      </section>
      <Related id={r.id} />
    </Stack>
  );
}

function Related({ id }: { id: number }) {
  const { t, locale } = useT();
  const q = useQuery({ queryKey: ['explore', 'associated', id, locale], queryFn: () => resourceApi.associated(id) });
  if (!q.data?.length) return null;
  return (
    <section aria-labelledby="p-related">
      <Heading as="h2" size="md" id="p-related" mb="3">
        {t('resource.related')}
      </Heading>
      <Grid3 columns={4} label={t('resource.related')}>
        {q.data.map((c) => (
          <GridItemLi key={c.id}>
            <Card r={c} />
          </GridItemLi>
        ))}
      </Grid3>
    </section>
  );
}

export function Materials({ items }: { items: MaterialDto[] }) {
  const { t } = useT();
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

function MediaList({ items }: { items: MediaDto[] }) {
  const { t } = useT();
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

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-h`} scrollMarginTop="20" mb="6">
      <Heading as="h3" size="md" id={`${id}-h`} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function MaterialView({
  r,
  tab,
  classId,
  valuation,
}: {
  r: ResourceDetail;
  tab: 'teacher' | 'student';
  classId?: number;
  valuation: boolean;
}) {
  const { t } = useT();
  const teacher = tab === 'teacher';
  const base = `/resource/${r.id}/${teacher ? 't' : 's'}`;
  const tm = r.teacherMaterial;
  const sm = r.studentMaterial;
  const classes = teacher ? tm.classPlans : sm.classPlans;
  const current = classId ? classes.find((c) => c.id === classId) : undefined;
  const hasValuation = teacher && (!!tm.globalValuationSection || tm.globalValuationMaterials.length > 0);
  useEffect(() => {
    if (classId && !current) goTo('/not-found', true);
  }, [classId, current]);
  useEffect(() => {
    if (valuation && !hasValuation) goTo(base, true);
  }, [valuation, hasValuation, base]);

  const triggerSubs = teacher
    ? [
        tm.hasMedia && { id: 'trigger-media', label: t('sections.media') },
        tm.classPlanDescription && { id: 'trigger-description', label: t('sections.classPlanDescription') },
        tm.pedagogicalGoal && { id: 'trigger-goal', label: t('sections.pedagogicalGoal') },
      ]
    : [
        sm.hasMedia && { id: 'trigger-media', label: t('sections.media') },
        sm.studentPedagogicalGoal && { id: 'trigger-goal', label: t('sections.studentPedagogicalGoal') },
        sm.rhetoricalQuestion && { id: 'trigger-question', label: t('sections.rhetoricalQuestion') },
      ];
  const classSubs = (c: (typeof classes)[number]) => {
    if (teacher) {
      const tc = c as ResourceDetail['teacherMaterial']['classPlans'][number];
      return [
        tc.startSection && { id: `c${c.id}-start`, label: t('sections.start') },
        tc.developmentSection && { id: `c${c.id}-development`, label: t('sections.development') },
        tc.closureSection && { id: `c${c.id}-closure`, label: t('sections.closure') },
        tc.valuationSection && { id: `c${c.id}-valuation`, label: t('sections.valuation') },
        tc.necessaryDownloadableMaterials.length > 0 && { id: `c${c.id}-downloads`, label: t('sections.downloads') },
      ];
    }
    const sc = c as ResourceDetail['studentMaterial']['classPlans'][number];
    return [
      sc.statement && { id: `c${c.id}-statement`, label: t('sections.statement') },
      sc.necessaryDownloadableMaterials.length > 0 && { id: `c${c.id}-downloads`, label: t('sections.downloads') },
    ];
  };
  const clean = (l: Array<false | '' | null | undefined | { id: string; label: string }>) =>
    l.filter(Boolean) as Array<{ id: string; label: string }>;
  const entries: IndexEntry[] = useMemo(
    () => [
      {
        key: 'trigger',
        label: t('sections.trigger'),
        to: base,
        active: !current && !valuation,
        subEntries: clean(triggerSubs),
      },
      ...classes.map((c) => ({
        key: `c${c.id}`,
        label: t('sections.classN', { n: c.classNumber, name: c.name }),
        to: `${base}/class/${c.id}`,
        active: current?.id === c.id,
        subEntries: clean(classSubs(c)),
      })),
      ...(hasValuation
        ? [
            {
              key: 'valuation',
              label: t('sections.globalValuation'),
              to: `${base}/valuation`,
              active: valuation,
              subEntries: [],
            },
          ]
        : []),
      // eslint-disable-next-line react-hooks/exhaustive-deps
    ],
    [r, tab, current?.id, valuation, t],
  );

  let body: React.ReactNode;
  if (valuation && hasValuation) {
    body = (
      <Section id="global-valuation" title={t('sections.globalValuation')}>
        <RichText html={tm.globalValuationSection} />
        <Materials items={tm.globalValuationMaterials} />
      </Section>
    );
  } else if (current) {
    const subs = clean(classSubs(current));
    const facts = (
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3" mb="5">
        <Fact label={t('facts.duration')}>{t('facts.minutes', { count: current.minutesDuration })}</Fact>
        <Fact label={t('facts.organization')}>
          {t(`organization.${current.organizationType}`)}
          {teacher && (current as ResourceDetail['teacherMaterial']['classPlans'][number]).secondaryOrganizationType
            ? ` / ${t(`organization.${(current as ResourceDetail['teacherMaterial']['classPlans'][number]).secondaryOrganizationType}`)}`
            : ''}
        </Fact>
        <Fact label={t('facts.layout')}>{t(`layouts.${current.classLayout}`)}</Fact>
      </chakra.dl>
    );
    body = (
      <Box data-testid={`class-${current.classNumber}`}>
        <Heading as="h2" size="lg" mb="3">
          {t('sections.classN', { n: current.classNumber, name: current.name })}
        </Heading>
        {facts}
        {teacher &&
          (current as ResourceDetail['teacherMaterial']['classPlans'][number]).necessaryMaterials.length > 0 && (
            <Box mb="5">
              <Heading as="h3" size="sm" mb="1">
                {t('facts.materials')}
              </Heading>
              <Materials
                items={(current as ResourceDetail['teacherMaterial']['classPlans'][number]).necessaryMaterials}
              />
            </Box>
          )}
        {subs.map((s) => {
          const key = s.id.split('-')[1];
          const c = current as unknown as Record<string, unknown>;
          const html =
            key === 'start'
              ? c.startSection
              : key === 'development'
                ? c.developmentSection
                : key === 'closure'
                  ? c.closureSection
                  : key === 'valuation'
                    ? c.valuationSection
                    : key === 'statement'
                      ? c.statement
                      : null;
          return (
            <Section key={s.id} id={s.id} title={s.label}>
              {key === 'downloads' ? (
                <Materials items={c.necessaryDownloadableMaterials as MaterialDto[]} />
              ) : (
                <RichText html={html as string} />
              )}
            </Section>
          );
        })}
      </Box>
    );
  } else {
    body = (
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
  return (
    <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
      <Box w={{ base: 'full', md: '64' }} flexShrink={0}>
        <IndexSidebar entries={entries}>
          <Link href={`/r/${r.id}`} target="_blank" rel="noopener noreferrer" fontSize="sm">
            {t('resource.studentPreview')}
          </Link>
          {teacher && (
            <Box mt="3">
              <ClassPackButton kind="resource" id={r.id} locale={r.locale} />
            </Box>
          )}
        </IndexSidebar>
      </Box>
      <Box flex="1" minW="0">
        {body}
      </Box>
    </Flex>
  );
}
