/**
 * One statistic: title, what it is based on, the chart (lazy, decorative) and the same data as a table. The table is
 * read by screen readers always, shown on demand ("Show as table") and on paper. States: loading (a skeleton of the
 * chart's size), failed (empty, with a retry), not enough data (§8 message), ready.
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack, Text, chakra, formatPercent } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import type { Datum } from './charts';

/** recharts is in this lazy chunk: loaded by /my-stats only, after the first paint. */
const load = () => import(/* webpackChunkName: "stats-charts" */ './charts');
export const Donut = lazy(() => load().then((m) => ({ default: m.Donut })));
export const Bars = lazy(() => load().then((m) => ({ default: m.Bars })));

export type CardStatus = 'loading' | 'error' | 'notEnough' | 'ready';
export interface TableData {
  headers: string[];
  rows: Array<Array<string | number>>;
}

/** A card's table: the label, the count and the percentage of each datum, under `headers`. */
export const percentTable = (headers: string[], data: Datum[], locale: string): TableData => ({
  headers,
  rows: data.map((d) => [d.label, d.count, formatPercent(d.value, locale)]),
});

export function ChartSkeleton({ height = 240 }: { height?: number }) {
  return (
    <Box
      h={`${height}px`}
      rounded="md"
      bg="bg.muted"
      aria-hidden="true"
      data-testid="chart-skeleton"
      css={{ animation: 'pulse 1.5s ease-in-out infinite' }}
    />
  );
}

export function ChartCard({
  id,
  status,
  onRetry,
  chart,
  table,
  extra,
  controls,
  height = 240,
}: {
  /** the card's texts: `cards.<id>.title` and `cards.<id>.basis` */
  id: 'categories' | 'methodologies' | 'skills' | 'reviews' | 'valued';
  status: CardStatus;
  onRetry?: () => void;
  chart: ReactNode;
  table: TableData;
  extra?: ReactNode;
  controls?: ReactNode;
  height?: number;
}) {
  const { t } = useRemoteT();
  const title = t(`cards.${id}.title`);
  const basis = t(`cards.${id}.basis`);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={`${id}-title`}
      minW="0"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '4', md: '5' }}
      bg="bg"
      data-testid={`card-${id}`}
      css={{ breakInside: 'avoid', '@media print': { borderColor: '#999' } }}
    >
      <HStack justify="space-between" align="start" gap="2" mb="1" flexWrap="wrap">
        <Heading as="h2" size="md" id={`${id}-title`}>
          {title}
        </Heading>
        {status === 'ready' && (
          <Button
            size="xs"
            variant="ghost"
            aria-pressed={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
            className="no-print"
          >
            {showTable ? t('card.showChart') : t('card.showTable')}
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {basis}
      </Text>
      {controls}
      {status === 'loading' ? (
        <ChartSkeleton height={height} />
      ) : status === 'error' ? (
        <Stack h={`${height}px`} align="center" justify="center" gap="3" role="alert" textAlign="center">
          <Text>{t('card.error')}</Text>
          {onRetry && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry} className="no-print">
              {t('card.retry')}
            </Button>
          )}
        </Stack>
      ) : status === 'notEnough' ? (
        <Stack
          h={`${Math.min(height, 160)}px`}
          align="center"
          justify="center"
          textAlign="center"
          px="4"
          data-testid="not-enough-data"
        >
          <Text fontWeight="semibold">{t('card.notEnoughTitle')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('card.notEnoughBody')}
          </Text>
        </Stack>
      ) : (
        <>
          <Box
            aria-hidden="true"
            display={showTable ? 'none' : 'block'}
            css={{ '@media print': { display: 'block' } }}
            data-testid={`chart-${id}`}
          >
            <Suspense fallback={<ChartSkeleton height={height} />}>{chart}</Suspense>
          </Box>
          <Box
            id={tableId}
            srOnly={!showTable}
            css={{
              '@media print': {
                position: 'static',
                width: 'auto',
                height: 'auto',
                clip: 'auto',
                overflow: 'visible',
                margin: 0,
              },
            }}
          >
            <chakra.table
              w="100%"
              fontSize="sm"
              css={{
                borderCollapse: 'collapse',
                '& th, & td': { borderBottomWidth: '1px', padding: '6px 8px', textAlign: 'left' },
                '& td:not(:first-of-type), & th:not(:first-of-type)': { textAlign: 'right' },
              }}
            >
              <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{title}</caption>
              <thead>
                <tr>
                  {table.headers.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r) => (
                  <tr key={String(r[0])}>
                    {r.map((c, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" style={{ fontWeight: 400 }}>
                          {c}
                        </th>
                      ) : (
                        <td key={i}>{c}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
          {extra}
        </>
      )}
    </Box>
  );
}
