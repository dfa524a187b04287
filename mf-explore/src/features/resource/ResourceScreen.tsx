import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from '@platform/router';
import { Badge, Box, Button, Container, Flex, HStack, Heading, Link, Stack, chakra } from '@platform/ui';
import { qk, useResource } from '../../lib/queries';
import { ContentPending, contentReady, useLocalizedContent } from '../../lib/localizedContent';
import type { ResourceDetail } from '@platform/contracts';
import { useRemoteT, goTo } from '@platform/remote-kit';
import {
  ClassContent,
  GlobalValuation,
  Materials,
  PresentationBody,
  TriggerContent,
  classSubEntries,
  triggerSubEntries,
} from '@platform/resource-view/teacher';
import { IndexSidebar, type IndexEntry } from './IndexSidebar';
import { AuthorHoverCard } from './AuthorHoverCard';
import { ReviewModal } from './ReviewModal';
import { ShareModal } from './ShareModal';
import { ClassPackButton, LiveStartButton } from '../classpack';
import { ShareColleaguesModal } from './ShareColleaguesModal';
import { FoldersModal } from './FoldersModal';
import { StudentPreviewLink } from './StudentPreviewLink';
import { ResourceUsedContent } from './ResourceUsedContent';
import { canRegisterUsedContent, useUserInfo } from '../../lib/roles';
import { RequestInfoModal } from '../../components/RequestInfoModal';
import { useQuery } from '@tanstack/react-query';
import { CardList, ResourceCard as Card } from '../../components/common';
import * as resourceApi from '@platform/api-client/resource';
import { categoryBadgeStyle } from '@platform/ui/plain';

export type ResourceTab = 'presentation' | 'teacher' | 'student';
type ModalKind = 'review' | 'share' | 'colleagues' | 'folders' | 'info' | null;

/** /resource/:id (presentation), /t (teacher: trigger, class/:classId, valuation), /s (student: trigger, class/:classId). */
export function ResourceScreen({ tab, part }: { tab: ResourceTab; part?: 'valuation' }) {
  const { t } = useRemoteT();
  const params = useParams();
  const id = Number(params.id);
  const classId = params.classId ? Number(params.classId) : undefined;
  const [modal, setModal] = useState<ModalKind>(null);
  const { q, redirected } = useLocalizedContent(id, useResource);
  if (!contentReady(q)) return <ContentPending q={q} label={t('resource.loading')} />;
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
        {(['share', 'colleagues', 'folders'] as const).map((m) => (
          <Button key={m} size="sm" variant="outline" onClick={() => setModal(m)}>
            {t(`${m}.open`)}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setModal('info')}>
          {t('program.requestInfo')}
        </Button>
        <StudentPreviewLink resourceId={r.id} />
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

function Presentation({ r }: { r: ResourceDetail }) {
  const { t } = useRemoteT();
  // trial and provider-staff users cannot register uses: they have no records to see. The records are the user's
  // own and drawn once the page is the app's: the server's render (hydrated on the first tap) has no user to ask for
  const user = useUserInfo();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const canRecord = hydrated && canRegisterUsedContent(user);
  return (
    <Stack gap="5" data-testid="presentation">
      <PresentationBody r={r} idPrefix="p" full />
      <section aria-labelledby="p-materials">
        <Heading as="h2" size="md" id="p-materials" mb="2">
          {t('facts.materials')}
        </Heading>
        <Materials items={r.materials} />
      </section>
      {canRecord && <ResourceUsedContent resourceId={r.id} />}
      <Related id={r.id} />
    </Stack>
  );
}

function Related({ id }: { id: number }) {
  const { t, locale } = useRemoteT();
  const q = useQuery({ queryKey: qk.associated(id, locale), queryFn: () => resourceApi.associated(id) });
  if (!q.data?.length) return null;
  return (
    <section aria-labelledby="p-related">
      <Heading as="h2" size="md" id="p-related" mb="3">
        {t('resource.related')}
      </Heading>
      <CardList items={q.data} columns={4} label={t('resource.related')} card={(c) => <Card r={c} />} />
    </section>
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
  const { t } = useRemoteT();
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

  const entries: IndexEntry[] = useMemo(
    () => [
      {
        key: 'trigger',
        label: t('sections.trigger'),
        to: base,
        active: !current && !valuation,
        subEntries: triggerSubEntries(r, tab, t),
      },
      ...classes.map((c) => ({
        key: `c${c.id}`,
        label: t('sections.classN', { n: c.classNumber, name: c.name }),
        to: `${base}/class/${c.id}`,
        active: current?.id === c.id,
        subEntries: classSubEntries(c, tab, t),
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
    ],
    [r, tab, base, classes, current, valuation, hasValuation, t],
  );

  let body: React.ReactNode;
  if (valuation && hasValuation) body = <GlobalValuation r={r} />;
  else if (current) body = <ClassContent c={current} tab={tab} />;
  else body = <TriggerContent r={r} tab={tab} />;
  return (
    <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
      <Box w={{ base: 'full', md: '64' }} flexShrink={0}>
        <IndexSidebar entries={entries}>
          <StudentPreviewLink resourceId={r.id} classId={current?.id} testId="student-preview-index" />
          {teacher && (
            <Box mt="3">
              <ClassPackButton
                kind="resource"
                id={r.id}
                locale={r.locale}
                classes={tm.classPlans.map((c) => ({
                  id: c.id,
                  classNumber: c.classNumber,
                  name: c.name,
                  minutes: c.minutesDuration,
                }))}
              />
              <LiveStartButton resourceId={r.id} locale={r.locale} classes={tm.classPlans} current={current?.id} />
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
