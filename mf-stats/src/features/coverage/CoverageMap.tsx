/**
 * The school coverage map (managers and admins with real statistics, docs/decisions/0015-statistics.md): academic
 * courses (rows) × SDGs, skills or resource types (columns), each cell the classes taught in the chosen range. The
 * columns no course touched are marked so a manager sees at a glance what was never worked on. A real <table> with a
 * caption and row/column headers, so screen readers read it as the data it is; wide maps scroll inside their box.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@platform/ui';
import type { CoverageDimension, CoverageMapResponse, MetricRange } from '@platform/contracts';
import { COVERAGE_DIMENSIONS } from '@platform/contracts/metrics-data';
import * as metricApi from '@platform/api-client/metric';
import { useRemoteT } from '@platform/remote-kit';

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');

/** Cell shade: 0 → none, the busiest cell → full strength. */
function shade(classes: number, max: number) {
  if (!classes || !max) return 0;
  return 0.15 + 0.85 * (classes / max);
}

export function CoverageMap({ range, schoolId }: { range: MetricRange; schoolId: number }) {
  const { t, locale } = useRemoteT();
  const [dimension, setDimension] = useState<CoverageDimension>('sdg');
  const q = useQuery({
    // course, SDG and skill names come in the navigation language
    queryKey: ['stats', 'coverage', range, schoolId, dimension, locale],
    queryFn: () => metricApi.coverageMap(range, dimension, schoolId),
    retry: false,
  });
  const dimensionLabel = t(`coverage.dimensions.${dimension}`);
  return (
    <Box as="section" data-testid="coverage-map" aria-labelledby="coverage-title" mt="8" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }} bg="bg">
      <Heading as="h2" id="coverage-title" size="md" mb="1">{t('coverage.title')}</Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">{t('coverage.body')}</Text>
      <chakra.fieldset mb="3" className="no-print">
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">{t('coverage.dimension')}</chakra.legend>
        <HStack gap="4" wrap="wrap" role="radiogroup" aria-label={t('coverage.dimension')}>
          {COVERAGE_DIMENSIONS.map((d) => (
            <chakra.label key={d} display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
              <input type="radio" name="coverage-dimension" value={d} checked={dimension === d} onChange={() => setDimension(d)} />
              {t(`coverage.dimensions.${d}`)}
            </chakra.label>
          ))}
        </HStack>
      </chakra.fieldset>
      {q.isPending && <Box role="status" aria-live="polite" h="24" bg="bg.muted" rounded="md"><Text srOnly>{t('card.loading')}</Text></Box>}
      {q.isError && (
        <HStack role="alert" gap="3"><Text color="danger">{t('card.error')}</Text><Button size="sm" variant="outline" onClick={() => void q.refetch()}>{t('card.retry')}</Button></HStack>
      )}
      {q.data && <CoverageTable data={q.data} dimensionLabel={dimensionLabel} />}
    </Box>
  );
}

function CoverageTable({ data, dimensionLabel }: { data: CoverageMapResponse; dimensionLabel: string }) {
  const { t } = useRemoteT();
  const untouched = new Set(data.untouched);
  const byCell = new Map(data.cells.map((c) => [`${c.courseId ?? 'x'}:${c.columnId}`, c]));
  const max = data.cells.reduce((m, c) => Math.max(m, c.classes), 0);
  // resource types come as keys (workshop, project, …): their names are the UI's methodology labels
  const columnName = (c: CoverageMapResponse['columns'][number]) => (data.dimension === 'resourceType' ? t(`methodology.${c.key}`) : c.name);
  return (
    <Stack gap="2">
      <Text data-testid="coverage-untouched" fontSize="sm" fontWeight="semibold">
        {untouched.size ? t('coverage.untouched', { count: untouched.size, total: data.columns.length }) : t('coverage.allTouched')}
      </Text>
      <Box overflowX="auto" maxW="100%" tabIndex={0} role="region" aria-label={t('coverage.caption', { dimension: dimensionLabel })}>
        <Table fontSize="xs" borderCollapse="collapse" minW="max-content">
          <chakra.caption textAlign="start" fontSize="sm" color="fg.muted" pb="2">{t('coverage.caption', { dimension: dimensionLabel })}</chakra.caption>
          <thead>
            <tr>
              <Th scope="col" textAlign="start" p="1.5" position="sticky" left="0" bg="bg">{t('coverage.course')}</Th>
              {data.columns.map((c) => (
                <Th key={c.id} scope="col" p="1.5" maxW="28" fontWeight="semibold" verticalAlign="bottom"
                  borderBottomWidth="3px" borderBottomColor={c.color ?? 'border'} bg={untouched.has(c.id) ? 'bg.muted' : undefined}
                  title={untouched.has(c.id) ? t('coverage.legendUntouched') : undefined}>
                  {columnName(c)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={r.courseId ?? 'none'}>
                <Th scope="row" textAlign="start" p="1.5" whiteSpace="nowrap" position="sticky" left="0" bg="bg">{r.courseId === null ? t('coverage.noCourse') : r.name}</Th>
                {data.columns.map((c) => {
                  const cell = byCell.get(`${r.courseId ?? 'x'}:${c.id}`);
                  const a = shade(cell?.classes ?? 0, max);
                  const label = cell ? t('coverage.cell', { classes: cell.classes, records: cell.records }) : t('coverage.none');
                  return (
                    <Td key={c.id} aria-label={label} title={label} textAlign="center" p="1.5" minW="10" borderWidth="1px" borderColor="border" bg={untouched.has(c.id) ? 'bg.muted' : undefined}
                      style={{ background: a ? `rgba(37, 99, 235, ${a.toFixed(2)})` : undefined, color: a > 0.55 ? '#fff' : undefined }}>
                      {cell ? cell.classes : ''}
                    </Td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Box>
      <Text fontSize="xs" color="fg.muted">{t('coverage.legend')}</Text>
    </Stack>
  );
}
