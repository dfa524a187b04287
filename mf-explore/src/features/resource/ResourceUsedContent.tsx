import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Heading, HStack, Link, Stack, Text, chakra, formatDate } from '@platform/ui';
import * as resourceApi from '@platform/api-client/resource';
import { Pager, QueryState } from '../../components/common';
import { useRemoteT, goTo } from '@platform/remote-kit';

const PAGE = 5; // spec §9: used-content records 5 a page
export const HISTORY_PATH = '/my-stats/used-content';

/**
 * Spec §7 `GET /ResourceApi/{resourceId}/UsedContentRecords`: on the resource page the teacher sees when they used
 * this resource (date, course, program, the classes of it they gave), with a link to their whole history.
 */
export function ResourceUsedContent({ resourceId }: { resourceId: number }) {
  const { t, locale } = useRemoteT();
  const [page, setPage] = useState(0);
  const q = useQuery({
    queryKey: ['explore', 'resourceUsedContent', resourceId, locale, page],
    queryFn: () => resourceApi.usedContentRecords(resourceId, page, PAGE),
    placeholderData: keepPreviousData,
  });
  const history = (
    <Link
      href={HISTORY_PATH}
      onClick={(e) => {
        e.preventDefault();
        goTo(HISTORY_PATH);
      }}
      fontSize="sm"
      color="brand.700"
    >
      {t('usedContent.history')}
    </Link>
  );
  return (
    <section aria-labelledby="p-used" data-testid="resource-used-content">
      <HStack justify="space-between" align="baseline" wrap="wrap" mb="2">
        <Heading as="h2" size="md" id="p-used">
          {t('usedContent.resourceRecords')}
        </Heading>
        {history}
      </HStack>
      <QueryState
        query={q}
        isEmpty={(d) => d.totalCount === 0}
        empty={<Text color="fg.muted">{t('usedContent.resourceNone')}</Text>}
      >
        {(d) => (
          <>
            <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="p-used">
              {d.data.map((r) => {
                const mine = r.resources.find((x) => x.resourceId === resourceId);
                return (
                  <chakra.li key={r.id} borderWidth="1px" rounded="md" p="3">
                    <HStack justify="space-between" wrap="wrap" gap="2">
                      <Text fontWeight="semibold">
                        <chakra.time dateTime={r.createdAt}>{formatDate(r.createdAt)}</chakra.time>
                      </Text>
                      {r.academicCourse && (
                        <Text fontSize="sm" color="fg.muted">
                          {r.academicCourse.name}
                        </Text>
                      )}
                    </HStack>
                    <Text fontSize="sm">{r.content}</Text>
                    {mine && (
                      <Text fontSize="sm" color="fg.muted">
                        {mine.resourceCompleted
                          ? t('usedContent.wholeResource')
                          : t('usedContent.classes', {
                              list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                                mine.classes.map((c) => t('sections.classN', { n: c.classNumber, name: c.name })),
                              ),
                            })}
                      </Text>
                    )}
                  </chakra.li>
                );
              })}
            </Stack>
            <Pager page={page} pages={d.pages} onChange={setPage} label={t('usedContent.resourceRecords')} />
          </>
        )}
      </QueryState>
    </section>
  );
}
