/** The feed's filters other than topics (months, skills, SDGs, age ranges, subjects), behind a toggle. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Modal, Text, useApiClient } from '@platform/ui';
import type { ApiQuery as Query } from '@platform/api-client/resource';
import * as accountApi from '@platform/api-client/account';
import { CheckboxGroup } from '../../components/common';
import { useRemoteT } from '@platform/remote-kit';
import type { ListKey, RouteFilters } from '../../lib/filters';

/** The feed filters other than topics (spec §2 feed filters), each with its AccountApi/Available* list. */
export const FEED_FILTERS: Array<{
  kind: 'Months' | 'Skills' | 'ODS' | 'AgeRanges' | 'Subjects';
  key: ListKey;
  label: string;
}> = [
  { kind: 'Months', key: 'months', label: 'months' },
  { kind: 'Skills', key: 'skillIds', label: 'skills' },
  { kind: 'ODS', key: 'ODSIds', label: 'ODS' },
  { kind: 'AgeRanges', key: 'ageRangeIds', label: 'ageRanges' },
  { kind: 'Subjects', key: 'subjectIds', label: 'subjects' },
];

function FeedFilter({
  kind,
  name,
  legend,
  feedQuery,
  selected,
  onChange,
}: {
  kind: (typeof FEED_FILTERS)[number]['kind'];
  name: ListKey;
  legend: string;
  feedQuery: Query;
  selected: string[];
  onChange: (v: Array<string | number>) => void;
}) {
  const { t, locale } = useRemoteT();
  const api = useApiClient();
  const q = useQuery({
    queryKey: ['explore', 'available', kind, locale, feedQuery],
    queryFn: () => accountApi.available(kind, feedQuery, api),
    placeholderData: keepPreviousData,
  });
  const options = (q.data ?? []).map((o) => ({ id: o.id, name: o.name, count: o.count }));
  if (q.isError)
    return (
      <Text color="fg.muted" fontSize="sm" role="alert">
        {legend}: {t('errors.loadTitle')}
      </Text>
    );
  if (q.isPending)
    return (
      <Text color="fg.muted" fontSize="sm" aria-busy="true">
        {legend}…
      </Text>
    );
  if (!options.length && !selected.length) return null;
  return (
    <CheckboxGroup name={`feed-${name}`} legend={legend} options={options} selected={selected} onChange={onChange} />
  );
}

/**
 * The feed filters (months, skills, SDGs, age ranges, subjects), behind a toggle; values live in the route query. On a
 * phone they open in a full-height sheet with "clear filters" at its top (CSS picks the button: same markup at every
 * width, so the server's page hydrates as it is).
 */
export function FeedFilters({
  filters,
  feedQuery,
  setList,
  clear,
}: {
  filters: RouteFilters;
  feedQuery: Query;
  setList: (k: ListKey, v: Array<string | number>) => void;
  clear: () => void;
}) {
  const { t } = useRemoteT();
  const active = FEED_FILTERS.reduce((n, f) => n + filters.lists[f.key].length, 0);
  const [open, setOpen] = useState(active > 0);
  const [sheet, setSheet] = useState(false);
  const groups = (
    <Box
      role="group"
      aria-label={t('feed.filtersLabel')}
      display="grid"
      gap="3"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
    >
      {FEED_FILTERS.map((f) => (
        <FeedFilter
          key={f.key}
          kind={f.kind}
          name={f.key}
          legend={t(`filters.${f.label}`)}
          feedQuery={feedQuery}
          selected={filters.lists[f.key]}
          onChange={(v) => setList(f.key, v)}
        />
      ))}
    </Box>
  );
  return (
    <Box mb="6" data-testid="feed-filters">
      <Button
        size="sm"
        variant="outline"
        display={{ base: 'none', md: 'inline-flex' }}
        aria-expanded={open}
        aria-controls="feed-filters-panel"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('feed.hideFilters') : t('feed.moreFilters')}
        {active ? ` (${active})` : ''}
      </Button>
      <Button
        size="sm"
        variant="outline"
        display={{ base: 'inline-flex', md: 'none' }}
        aria-haspopup="dialog"
        onClick={() => setSheet(true)}
      >
        {t('feed.moreFilters')}
        {active ? ` (${active})` : ''}
      </Button>
      <Modal
        open={sheet}
        onClose={() => setSheet(false)}
        title={t('feed.filtersLabel')}
        data-testid="feed-filters-sheet"
        footer={
          <Button w="full" colorPalette="brand" onClick={() => setSheet(false)}>
            {t('filters.seeResultsPending')}
          </Button>
        }
      >
        <Box mb="3">
          <Button size="sm" variant="outline" onClick={clear} disabled={active === 0}>
            {t('filters.clearN', { count: active })}
          </Button>
        </Box>
        {groups}
      </Modal>
      {open && !sheet && (
        <Box id="feed-filters-panel" mt="3" display={{ base: 'none', md: 'block' }}>
          {groups}
        </Box>
      )}
    </Box>
  );
}
