/**
 * /my-stats/used-content: the used-content history (spec §3 used-content record, §6, §9 five a page; krea §2):
 * content, resources, teacher, class numbers and names, academic course, completion, school, month and year and the
 * experience text. Filters by course and content; an admin gets the admin variant (the schools of the group, one
 * picked or all). From a record, open the program or a resource; from here, register a new use.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Container,
  EmptyState,
  Flex,
  HStack,
  Heading,
  Link,
  Stack,
  Text,
  chakra,
} from '@platform/ui';
import { Field, Select } from '@platform/ui/forms';
import { isAdmin, useUserInfo, hasPrimaryRole } from '@platform/session';
import { RegisterUsedContent } from '@platform/used-content';
import type { UsedContentRecordDto } from '@platform/contracts';
import * as courseApi from '@platform/api-client/academic-course';
import { useRemoteT } from '@platform/remote-kit';
import { canRegister } from '../../lib/roles';
import { go } from '../../lib/ui';

const sel = { minW: { base: '100%', md: '200px' } } as const;

/** Each filter's label and its "all" option. */
const FILTER_TEXTS = {
  school: ['history.school', 'history.allSchools'],
  course: ['history.course', 'history.allCourses'],
  content: ['history.content', 'history.allContents'],
} as const;

/** One filter of the history: "all" or one of the options. */
function FilterSelect({
  name,
  value,
  options,
  onChange,
}: {
  name: keyof typeof FILTER_TEXTS;
  value: number | undefined;
  options: Array<{ id: number; name: string }> | undefined;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useRemoteT();
  const [label, all] = FILTER_TEXTS[name];
  return (
    <Field id={`h-${name}`} label={t(label)}>
      <Select id={`h-${name}`} value={value ?? ''} onChange={onChange} {...sel}>
        <option value="">{t(all)}</option>
        {(options ?? []).map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function HistoryScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const admin = isAdmin(user);
  const qc = useQueryClient();
  const [page, setPage] = useState(0);
  const [courseId, setCourseId] = useState<number | undefined>();
  const [contentId, setContentId] = useState<number | undefined>();
  const [schoolId, setSchoolId] = useState<number | undefined>();
  const [registering, setRegistering] = useState(false);
  const filters = useQuery({
    queryKey: ['stats', 'historyFilters', admin, schoolId, locale],
    queryFn: () => courseApi.usedContentFilters(admin, schoolId),
  });
  const list = useQuery({
    queryKey: ['stats', 'history', admin, page, courseId, contentId, schoolId, locale],
    queryFn: () =>
      (admin ? courseApi.usedContentHistoryAdmin : courseApi.usedContentHistory)({
        pageNumber: page,
        academicCourseId: courseId,
        contentId,
        schoolId,
      }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 0,
  });
  const setFilter = (f: (v: number | undefined) => void) => (e: React.ChangeEvent<HTMLSelectElement>) => {
    f(e.target.value ? Number(e.target.value) : undefined);
    setPage(0);
  };
  const pages = list.data?.pages ?? 0;
  const whose = admin
    ? t('history.scopeAdmin')
    : hasPrimaryRole(user, 'Manager')
      ? t('history.scopeSchool')
      : t('history.scopeOwn');
  const filtered = courseId !== undefined || contentId !== undefined || schoolId !== undefined;

  return (
    <Container maxW="5xl" py="6" data-testid="history-screen">
      <Flex
        justify="space-between"
        align={{ base: 'start', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        mb="4"
      >
        <Box>
          <Link href="/my-stats" onClick={go('/my-stats')} fontSize="sm" color="brand.700">
            ← {t('history.back')}
          </Link>
          <Heading as="h1" size="2xl">
            {t('history.title')}
          </Heading>
          <Text color="fg.muted">{whose}</Text>
        </Box>
        {canRegister(user) && (
          <Button colorPalette="brand" onClick={() => setRegistering(true)}>
            {t('register')}
          </Button>
        )}
      </Flex>
      <chakra.form
        role="search"
        aria-label={t('history.filters')}
        display="flex"
        gap="3"
        flexWrap="wrap"
        mb="4"
        onSubmit={(e) => e.preventDefault()}
      >
        {admin && (
          <FilterSelect
            name="school"
            value={schoolId}
            options={filters.data?.schools}
            onChange={setFilter(setSchoolId)}
          />
        )}
        <FilterSelect
          name="course"
          value={courseId}
          options={filters.data?.courses}
          onChange={setFilter(setCourseId)}
        />
        <FilterSelect
          name="content"
          value={contentId}
          options={filters.data?.contents}
          onChange={setFilter(setContentId)}
        />
      </chakra.form>
      {list.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Box key={i} h="120px" bg="bg.muted" rounded="lg" aria-hidden="true" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Stack role="alert" align="start" gap="2" py="6">
          <Text>{t('history.error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {t('card.retry')}
          </Button>
        </Stack>
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={filtered ? t('history.emptyFiltered') : t('history.emptyTitle')}
          description={filtered ? undefined : t('history.emptyBody')}
          action={
            canRegister(user) && !filtered ? (
              <Button colorPalette="brand" onClick={() => setRegistering(true)}>
                {t('register')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <chakra.ul
            listStyleType="none"
            display="flex"
            flexDirection="column"
            gap="3"
            aria-label={t('history.title')}
            data-testid="history-list"
            aria-busy={list.isFetching}
          >
            {list.data.data.map((r) => (
              <RecordItem key={r.id} r={r} admin={admin} />
            ))}
          </chakra.ul>
          <HStack justify="space-between" mt="4" as="nav" aria-label={t('history.pagination')}>
            <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('history.previous')}
            </Button>
            <Text fontSize="sm" aria-live="polite">
              {t('history.page', { page: page + 1, pages: Math.max(1, pages) })}
            </Text>
            <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('history.next')}
            </Button>
          </HStack>
        </>
      )}
      {canRegister(user) && (
        <RegisterUsedContent
          open={registering}
          onClose={() => setRegistering(false)}
          onSaved={() => {
            setPage(0);
            void qc.invalidateQueries({ queryKey: ['stats'] });
          }}
        />
      )}
    </Container>
  );
}

function RecordItem({ r, admin }: { r: UsedContentRecordDto; admin: boolean }) {
  const { t, locale } = useRemoteT();
  const me = useUserInfo();
  // a record made by the end of a live class (issue 33): its teacher reopens the class's summary from here
  const summary = r.liveSessionId && me?.userId === r.teacher.id ? `/live/teach/${r.liveSessionId}/summary` : null;
  const when =
    r.month && r.year
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(new Date(r.year, r.month - 1, 1))
      : null;
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="4" data-testid="history-record">
      <Flex justify="space-between" gap="2" align="start" flexWrap="wrap">
        <Box>
          <Heading as="h2" size="md">
            {r.educationalProgramId ? (
              <Link
                href={`/program/${r.educationalProgramId}`}
                onClick={go(`/program/${r.educationalProgramId}`)}
                color="brand.700"
              >
                {r.content}
              </Link>
            ) : (
              r.content
            )}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {[
              when,
              r.academicCourse?.name ?? t('history.noCourse'),
              admin || r.school ? r.school?.name : null,
              t('history.by', { teacher: r.teacher.name }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
        <HStack gap="2">
          {summary && (
            <Link
              href={summary}
              onClick={go(summary)}
              fontSize="sm"
              color="brand.700"
              aria-label={t('history.liveSummaryOf', { content: r.content })}
              data-testid="history-live-summary"
            >
              {t('history.liveSummary')}
            </Link>
          )}
          <Badge colorPalette={r.educationalProgramCompleted ? 'green' : 'gray'}>
            {r.educationalProgramCompleted ? t('history.complete') : t('history.partial')}
          </Badge>
        </HStack>
      </Flex>
      <chakra.ul mt="2" pl="4" listStyleType="disc" fontSize="sm">
        {r.resources.map((x) => (
          <li key={x.resourceId}>
            <Link href={`/resource/${x.resourceId}`} onClick={go(`/resource/${x.resourceId}`)} color="brand.700">
              {x.resource}
            </Link>
            {x.resourceCompleted && (
              <Text as="span" color="green.700">
                {' '}
                · {t('history.resourceComplete')}
              </Text>
            )}
            <Text as="span" color="fg.muted">
              {' '}
              — {x.classes.map((c) => t('history.classN', { n: c.classNumber, name: c.name })).join(', ')}
            </Text>
          </li>
        ))}
      </chakra.ul>
      {r.experience && (
        <chakra.blockquote mt="2" pl="3" borderLeftWidth="3px" borderColor="brand.200" fontSize="sm" fontStyle="italic">
          {r.experience}
        </chakra.blockquote>
      )}
    </Box>
  );
}
