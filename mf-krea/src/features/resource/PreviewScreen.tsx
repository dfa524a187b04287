/**
 * The editor's previews (issue 17): the draft as teachers get it on the resource page and as students get it on
 * /r/{id}, rendered by the SAME components (@platform/resource-view: teacher part in Chakra, student part in plain
 * CSS) from GET /krea/Resource/{id}/Preview. Those components read the `explore` and `student` namespaces, loaded
 * here on first use.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, HStack, Heading, Link, Stack, Text } from '@platform/ui';
import { ensureBaseStyles } from '@platform/ui/plain';
import { Link as RouterLink, useParams, useSearchParams } from '@platform/router';
import type { ExploreLocale, ResourceDetail } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import {
  ClassContent,
  GlobalValuation,
  PresentationBody,
  TEACHER_NS,
  TriggerContent,
} from '@platform/resource-view/teacher';
import { STUDENT_NS, StudentClass, StudentTrigger, ensureStudentStyles } from '@platform/resource-view/student';
import { useRemoteT } from '@platform/remote-kit';
import { Toggle } from '../../components/Toggle';

type Loader = () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;
const TEXTS: Record<string, Record<ExploreLocale, Loader>> = {
  [TEACHER_NS]: {
    es: () => import(/* webpackChunkName: "i18n-es-explore" */ '@platform/i18n/locales/es/explore.json'),
    en: () => import(/* webpackChunkName: "i18n-en-explore" */ '@platform/i18n/locales/en/explore.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-explore" */ '@platform/i18n/locales/ca/explore.json'),
  },
  [STUDENT_NS]: {
    es: () => import(/* webpackChunkName: "i18n-es-student" */ '@platform/i18n/locales/es/student.json'),
    en: () => import(/* webpackChunkName: "i18n-en-student" */ '@platform/i18n/locales/en/student.json'),
    ca: () => import(/* webpackChunkName: "i18n-ca-student" */ '@platform/i18n/locales/ca/student.json'),
  },
};

/** Loads the namespace of the shared components in the UI language (and again when it changes); true once there. */
function useNamespace(ns: string): boolean {
  const { i18n } = useTranslation();
  const lng = (['es', 'en', 'ca'].includes(i18n.language) ? i18n.language : 'es') as ExploreLocale;
  const [, setTick] = useState(0);
  const has = i18n.hasResourceBundle(lng, ns);
  useEffect(() => {
    if (has) return;
    let live = true;
    void TEXTS[ns][lng]().then((m) => {
      const data = ('default' in m ? m.default : m) as Record<string, unknown>;
      i18n.addResourceBundle(lng, ns, data, true, false);
      if (live) setTick((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [has, i18n, lng, ns]);
  return has;
}

type Part = 'presentation' | 'trigger' | number | 'valuation';

export function PreviewScreen({ kind }: { kind: 'teacher' | 'student' }) {
  const { t } = useRemoteT();
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const locale = (search.get('locale') as ExploreLocale | null) ?? 'es';
  const ready = useNamespace(kind === 'teacher' ? TEACHER_NS : STUDENT_NS);
  const q = useQuery({
    queryKey: ['krea', 'resource-preview', id, locale],
    queryFn: () => kreaApi.resourcePreview(id, locale),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    staleTime: 0,
  });
  const [part, setPart] = useState<Part>('trigger');
  const partButton = (key: Part, label: string) => (
    <Toggle
      key={String(key)}
      size="sm"
      justifyContent={{ md: 'flex-start' }}
      on={part === key}
      onClick={() => setPart(key)}
    >
      {label}
    </Toggle>
  );
  const editor = `/krea/resource/${id}?locale=${locale}`;
  const other = `/krea/resource/${id}/preview${kind === 'teacher' ? '/student' : ''}?locale=${locale}`;

  const r = q.data;
  const body = q.isError ? (
    <Text role="alert">{t('resource.preview.error')}</Text>
  ) : !r || !ready ? (
    <Text role="status">{t('resource.preview.loading')}</Text>
  ) : kind === 'teacher' ? (
    <TeacherBody r={r} part={part} />
  ) : (
    <StudentBody r={r} part={part} />
  );
  const classes = r ? (kind === 'teacher' ? r.teacherMaterial.classPlans : r.studentMaterial.classPlans) : [];
  const hasValuation =
    !!r &&
    kind === 'teacher' &&
    (!!r.teacherMaterial.globalValuationSection || r.teacherMaterial.globalValuationMaterials.length > 0);

  return (
    <Stack gap="4" p={{ base: 3, md: 6 }} maxW="7xl" mx="auto" data-testid={`preview-${kind}`}>
      <Box role="note" p="3" rounded="md" borderWidth="1px" borderColor="blue.300" bg="blue.50">
        <Text fontWeight="semibold">
          {t(kind === 'teacher' ? 'resource.preview.teacherTitle' : 'resource.preview.studentTitle')}
        </Text>
        <Text fontSize="sm">
          {t(kind === 'teacher' ? 'resource.preview.teacherNote' : 'resource.preview.studentNote')}
        </Text>
        <HStack gap="4" mt="2" flexWrap="wrap" fontSize="sm">
          <Link asChild>
            <RouterLink to={editor}>← {t('resource.preview.back')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to={other}>
              {t(kind === 'teacher' ? 'resource.preview.openStudent' : 'resource.preview.openTeacher')}
            </RouterLink>
          </Link>
        </HStack>
      </Box>
      {r && kind === 'teacher' && ready && <TeacherHeader r={r} />}
      {r && (
        <Flex
          gap={{ base: 3, md: 6 }}
          direction={{ base: 'column', md: kind === 'teacher' ? 'row' : 'column' }}
          align={{ base: 'stretch', md: 'start' }}
        >
          <Stack
            as="nav"
            aria-label={t('resource.preview.parts')}
            gap="2"
            direction={{ base: 'row', md: kind === 'teacher' ? 'column' : 'row' }}
            flexWrap="wrap"
            w={{ base: 'full', md: kind === 'teacher' ? '64' : 'full' }}
            flexShrink={0}
            p={kind === 'teacher' ? { md: 3 } : undefined}
            borderWidth={kind === 'teacher' ? { md: '1px' } : undefined}
            rounded="md"
          >
            {kind === 'teacher' && partButton('presentation', t('resource.preview.presentation'))}
            {partButton('trigger', t('resource.preview.trigger'))}
            {classes.map((c, i) => partButton(i, t('resource.preview.classN', { n: c.classNumber })))}
            {hasValuation && partButton('valuation', t('resource.preview.valuation'))}
          </Stack>
          <Box
            as="section"
            aria-label={t(kind === 'teacher' ? 'resource.preview.teacherTitle' : 'resource.preview.studentTitle')}
            minW="0"
            flex="1"
          >
            {body}
          </Box>
        </Flex>
      )}
      {!r && <Box minW="0">{body}</Box>}
    </Stack>
  );
}

/** The resource page's header (mf-explore ResourceScreen): type, title and author, in the page's own words. */
function TeacherHeader({ r }: { r: ResourceDetail }) {
  const { t } = useTranslation(TEACHER_NS);
  return (
    <Stack gap="2" lang={r.locale} data-testid="preview-header">
      <HStack gap="2" wrap="wrap">
        {r.category && <Badge>{r.category.name}</Badge>}
        <Badge>{t(`types.${r.type}`)}</Badge>
      </HStack>
      <Heading as="h1" size="2xl">
        {r.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {r.author.name}
      </Text>
    </Stack>
  );
}

/** The resource page's presentation tab: the same component the page renders. */
function TeacherPresentation({ r }: { r: ResourceDetail }) {
  return (
    <Stack gap="5" data-testid="preview-presentation">
      <PresentationBody r={r} idPrefix="pv" />
    </Stack>
  );
}

function TeacherBody({ r, part }: { r: ResourceDetail; part: Part }) {
  const c = typeof part === 'number' ? r.teacherMaterial.classPlans[part] : undefined;
  if (part === 'presentation') return <TeacherPresentation r={r} />;
  if (part === 'valuation') return <GlobalValuation r={r} />;
  if (c) return <ClassContent c={c} tab="teacher" />;
  return <TriggerContent r={r} tab="teacher" />;
}

function StudentBody({ r, part }: { r: ResourceDetail; part: Part }) {
  ensureBaseStyles();
  ensureStudentStyles();
  const classes = r.studentMaterial.classPlans;
  const c = typeof part === 'number' ? classes[part] : undefined;
  return (
    <div className="pl-base sv-root">
      <article className="sv-article" aria-labelledby="sv-title" lang={r.locale}>
        {c ? <StudentClass r={r} c={c} n={(part as number) + 1} /> : <StudentTrigger r={r} />}
      </article>
    </div>
  );
}
