/**
 * /my-stats (spec §3 Statistics, §6, §7 Metrics, §8): the five metrics for one of four ranges. A teacher sees their
 * own use, a manager their school, an admin one school of the group at a time (picker). Trial and freemium users see
 * the built-in sample statistics, labelled as an example (never a call for real data). A licence without statistics
 * says so ('This functionality is not included in your current license'; a custom licence gets no link). Each metric
 * that fails shows an empty card with a retry; too little data shows the not-enough-data message.
 */
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Heading,
  Link,
  SimpleGrid,
  Stack,
  Text,
  chakra,
  useBrand,
} from '@platform/ui';
import { isCustomLicense, useUserInfo, usesSampleStatistics } from '@platform/session';
import { canRegister } from '../../lib/roles';
import { RegisterUsedContent } from '@platform/used-content';
import type { MetricRange, MetricResponse, SkillGroup, MostValued } from '@platform/contracts';
import { METRIC_RANGES, sampleMetrics } from '@platform/contracts/metrics-data';
import * as metricApi from '@platform/api-client/metric';
import type { MetricName, MetricResponses } from '@platform/api-client/metric';
import { useRemoteT } from '@platform/remote-kit';
import { Bars, ChartCard, Donut, percentTable, type CardStatus } from './ChartCard';
import type { Datum } from './charts';
import { chartPalette } from './palette';
import { MostValuedResources, SkillsCard } from './cards';
import { CoverageMap } from '../coverage';
import { LabelledSelect, go } from '../../lib/ui';

/**
 * A metric's answer is in the navigation language (category, skill and age-range names): the language is part of its
 * key, so a language switch asks again at once (issue #31 item 11) and going back shows the cached answer.
 */
function useMetric<N extends MetricName>(
  name: N,
  range: MetricRange,
  schoolId: number | null,
  enabled: boolean,
  locale: string,
) {
  return useQuery({
    queryKey: ['stats', name, range, schoolId, locale],
    queryFn: () => metricApi.metric(name, range, schoolId),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

function statusOf(
  q: { isPending: boolean; isError: boolean; data?: MetricResponse<unknown> },
  sample: boolean,
  fetching: boolean,
): CardStatus {
  if (sample) return 'ready';
  if (q.isError) return 'error';
  if (q.isPending || (fetching && !q.data)) return 'loading';
  return q.data?.enoughData ? 'ready' : 'notEnough';
}

export function StatsScreen() {
  const { t, locale } = useRemoteT();
  const user = useUserInfo();
  const brand = useBrand();
  const colors = useMemo(() => chartPalette(brand), [brand]);
  const [range, setRange] = useState<MetricRange>('last30days');
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [registering, setRegistering] = useState(false);
  const clientSample = usesSampleStatistics(user);
  const schools = useQuery({
    queryKey: ['stats', 'schools'],
    queryFn: () => metricApi.schools(),
    enabled: !clientSample,
    retry: 1,
  });
  const access = clientSample ? 'sample' : schools.data?.access;
  const sample = access === 'sample';
  const real = access === 'real';
  useEffect(() => {
    if (schools.data && schoolId === null) setSchoolId(schools.data.defaultSchoolId);
  }, [schools.data]); // eslint-disable-line react-hooks/exhaustive-deps
  const sid = schools.data?.scope === 'school' ? schoolId : null;
  const ready = real && (schools.data?.scope !== 'school' || sid !== null);
  const samples = useMemo(() => sampleMetrics(locale, range), [locale, range]);

  const cat = useMetric('CategoryMetric', range, sid, ready, locale);
  const rev = useMetric('ReviewCategoryMetric', range, sid, ready, locale);
  const meth = useMetric('ChosenMethodologies', range, sid, ready, locale);
  const skills = useMetric('ChosenSkills', range, sid, ready, locale);
  const valued = useMetric('MostValuedByTeachers', range, sid, ready, locale);
  const pick = <N extends MetricName>(
    q: { data?: MetricResponses[N] },
    s: MetricResponses[N],
  ): MetricResponses[N] | undefined => (sample ? s : q.data);

  const catData = pick<'CategoryMetric'>(cat, samples.categoryMetric);
  const revData = pick<'ReviewCategoryMetric'>(rev, samples.reviewCategoryMetric);
  const methData = pick<'ChosenMethodologies'>(meth, samples.chosenMethodologies);
  const skillData = pick<'ChosenSkills'>(skills, samples.chosenSkills);
  const valuedData = pick<'MostValuedByTeachers'>(valued, samples.mostValuedByTeachers);

  const custom = isCustomLicense(user);
  const schoolName = schools.data?.schools.find((s) => s.id === sid)?.name ?? user?.schoolName ?? '';

  const header = (
    <Flex
      justify="space-between"
      align={{ base: 'start', md: 'center' }}
      gap="3"
      direction={{ base: 'column', md: 'row' }}
      mb="4"
    >
      <Box>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        {!sample && access === 'real' && (
          <Text color="fg.muted" data-testid="stats-scope">
            {schools.data?.scope === 'school' ? t('scope.school', { school: schoolName }) : t('scope.own')}
          </Text>
        )}
      </Box>
      {access !== 'excluded' && (
        <HStack gap="2" flexWrap="wrap" className="no-print">
          <Button asChild variant="outline" size="sm">
            <a href="/my-stats/used-content" onClick={go('/my-stats/used-content')}>
              {t('history.link')}
            </a>
          </Button>
          {canRegister(user) && (
            <Button colorPalette="brand" size="sm" onClick={() => setRegistering(true)}>
              {t('register')}
            </Button>
          )}
          {access === 'real' && (
            <Button variant="ghost" size="sm" onClick={() => window.print()}>
              {t('print')}
            </Button>
          )}
        </HStack>
      )}
    </Flex>
  );

  if (!clientSample && schools.isPending) {
    return (
      <Container maxW="6xl" py="6">
        {header}
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} h="340px" rounded="lg" bg="bg.muted" aria-hidden="true" />
          ))}
        </SimpleGrid>
      </Container>
    );
  }
  if (access === 'excluded' || (custom && !sample)) {
    return (
      <Container maxW="6xl" py="6">
        {header}
        <Stack
          role="status"
          align="center"
          textAlign="center"
          gap="3"
          py="12"
          borderWidth="1px"
          rounded="lg"
          data-testid="stats-not-included"
        >
          <Heading as="h2" size="lg">
            {t('notIncluded')}
          </Heading>
          {!custom && (
            <Link href="/license" color="brand.700" onClick={go('/license')}>
              {t('seeLicenses')}
            </Link>
          )}
        </Stack>
      </Container>
    );
  }

  const rangeLabel = (r: MetricRange) => t(`ranges.${r}`);
  const toData = <T,>(xs: T[] | undefined, f: (x: T) => Datum) => (xs ?? []).map(f);
  const categories = toData(catData?.data, (x) => ({
    key: String(x.categoryId),
    label: x.categoryName,
    value: x.percentage,
    count: x.count,
  }));
  const methodologies = toData(methData?.data, (x) => ({
    key: x.methodology,
    label: t(`methodology.${x.methodology}`),
    value: x.percentage,
    count: x.count,
  }));
  const reviews = toData(revData?.data, (x) => ({
    key: x.key,
    label: t(`aspect.${x.key}`),
    value: x.percentage,
    count: x.count,
  }));
  const aspects = toData((valuedData?.data as MostValued | undefined)?.aspects, (x) => ({
    key: x.aspect,
    label: t(`aspect.${x.aspect}`),
    value: x.percentage,
    count: x.count,
  }));
  type Query = Parameters<typeof statusOf>[0] & { isFetching: boolean; refetch: () => unknown };
  /** a card's status (all fail with the schools) and its retry (`retry`: what to ask again, the card's own by default) */
  const cardState = (q: Query, retry: { refetch: () => unknown } = q) => ({
    status: schools.isError ? ('error' as const) : statusOf(q, sample, q.isFetching),
    onRetry: () => void retry.refetch(),
  });

  return (
    <Container
      maxW="6xl"
      py="6"
      data-testid="stats-screen"
      css={{ '@media print': { maxWidth: '100%', '& .no-print': { display: 'none !important' } } }}
    >
      {header}
      {sample && (
        <Box
          role="note"
          borderWidth="1px"
          borderColor="accent"
          bg="orange.50"
          rounded="md"
          p="3"
          mb="4"
          data-testid="sample-banner"
        >
          <HStack gap="2" align="start">
            <Badge colorPalette="orange">{t('sample.badge')}</Badge>
            <Text>{t('sample.body')}</Text>
          </HStack>
        </Box>
      )}
      <Flex
        gap="3"
        mb="5"
        align={{ base: 'stretch', md: 'center' }}
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        className="no-print"
      >
        <chakra.div
          role="radiogroup"
          aria-label={t('ranges.label')}
          display="flex"
          flexWrap="wrap"
          gap="1"
          bg="bg.muted"
          p="1"
          rounded="lg"
        >
          {METRIC_RANGES.map((r) => (
            <chakra.button
              key={r}
              type="button"
              role="radio"
              aria-checked={range === r}
              onClick={() => setRange(r)}
              px="3"
              py="1.5"
              rounded="md"
              fontSize="sm"
              fontWeight="medium"
              flex={{ base: '1 1 45%', md: 'initial' }}
              bg={range === r ? 'bg' : 'transparent'}
              color={range === r ? 'brand.700' : 'fg'}
              shadow={range === r ? 'sm' : 'none'}
              focusVisibleRing="outside"
              onKeyDown={(e) => {
                const i = METRIC_RANGES.indexOf(range);
                if (e.key === 'ArrowRight' || e.key === 'ArrowDown') {
                  e.preventDefault();
                  setRange(METRIC_RANGES[(i + 1) % 4]);
                }
                if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') {
                  e.preventDefault();
                  setRange(METRIC_RANGES[(i + 3) % 4]);
                }
              }}
              tabIndex={range === r ? 0 : -1}
            >
              {rangeLabel(r)}
            </chakra.button>
          ))}
        </chakra.div>
        {schools.data?.scope === 'school' && (schools.data.schools.length ?? 0) > 1 && (
          <HStack gap="2">
            <LabelledSelect
              id="stats-school"
              label={t('school')}
              value={sid ?? ''}
              onChange={(v) => setSchoolId(Number(v))}
              options={schools.data.schools.map((s) => ({ value: s.id, label: s.name }))}
              p="2"
            />
          </HStack>
        )}
      </Flex>
      <Text srOnly aria-live="polite">
        {t('ranges.showing', { range: rangeLabel(range) })}
      </Text>
      <Text display="none" css={{ '@media print': { display: 'block' } }} mb="3">
        {t('ranges.showing', { range: rangeLabel(range) })}
        {schoolName ? ` · ${schoolName}` : ''}
      </Text>
      {schools.isError && !clientSample && (
        <HStack role="alert" mb="4" gap="3">
          <Text color="danger">{t('card.error')}</Text>
          <Button size="sm" variant="outline" onClick={() => void schools.refetch()}>
            {t('card.retry')}
          </Button>
        </HStack>
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChartCard
          id="categories"
          {...cardState(cat, schools.isError ? schools : cat)}
          chart={<Donut data={categories} colors={colors} textColor={brand.colors.text} />}
          table={percentTable([t('table.category'), t('table.views'), t('table.percentage')], categories, locale)}
        />
        <ChartCard
          id="methodologies"
          {...cardState(meth)}
          chart={<Bars data={methodologies} colors={colors} />}
          table={percentTable([t('table.methodology'), t('table.uses'), t('table.percentage')], methodologies, locale)}
        />
        <SkillsCard data={skillData?.data as SkillGroup[] | undefined} {...cardState(skills)} colors={colors} />
        <ChartCard
          id="reviews"
          {...cardState(rev)}
          chart={<Donut data={reviews} colors={colors} textColor={brand.colors.text} />}
          table={percentTable([t('table.aspect'), t('table.mentions'), t('table.percentage')], reviews, locale)}
        />
        <Box gridColumn={{ lg: 'span 2' }}>
          <ChartCard
            id="valued"
            {...cardState(valued)}
            chart={<Bars data={aspects} colors={colors} />}
            table={percentTable([t('table.aspect'), t('table.reviews'), t('table.percentage')], aspects, locale)}
            extra={<MostValuedResources data={valuedData?.data as MostValued | undefined} sample={sample} />}
          />
        </Box>
      </SimpleGrid>
      {real && schools.data?.coverage && sid !== null && <CoverageMap range={range} schoolId={sid} />}
      {canRegister(user) && <RegisterUsedContent open={registering} onClose={() => setRegistering(false)} />}
    </Container>
  );
}
