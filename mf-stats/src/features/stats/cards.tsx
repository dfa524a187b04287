/** The statistics cards with controls or lists of their own: skills by category and age, the most valued resources. */
import { useState } from 'react';
import { Box, Flex, Heading, Link, Text, chakra, formatNumber } from '@platform/ui';
import type { SkillGroup, MostValued } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Bars, ChartCard, percentTable, type CardStatus } from './ChartCard';
import type { Datum } from './charts';
import { LabelledSelect, go } from '../../lib/ui';

export function SkillsCard({
  data,
  status,
  onRetry,
  colors,
}: {
  data?: SkillGroup[];
  status: CardStatus;
  onRetry: () => void;
  colors: string[];
}) {
  const { t, locale } = useRemoteT();
  const groups = data ?? [];
  const [key, setKey] = useState('');
  const group = groups.find((g) => `${g.categoryId}:${g.ageRangeId}` === key) ?? groups[0];
  const skills: Datum[] = (group?.skills ?? []).map((s) => ({
    key: String(s.skillId),
    label: s.skillName,
    value: s.percentage,
    count: s.count,
  }));
  const label = (g: SkillGroup) => `${g.categoryName} · ${g.ageRange}`;
  return (
    <ChartCard
      id="skills"
      status={status === 'ready' && !groups.length ? 'notEnough' : status}
      onRetry={onRetry}
      controls={
        groups.length > 1 && status === 'ready' ? (
          <Flex
            mb="2"
            gap="2"
            className="no-print"
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            minW="0"
          >
            <LabelledSelect
              id="stats-skill-group"
              label={t('cards.skills.group')}
              value={group ? `${group.categoryId}:${group.ageRangeId}` : ''}
              onChange={setKey}
              options={groups.map((g) => ({ value: `${g.categoryId}:${g.ageRangeId}`, label: label(g) }))}
              p="1.5"
              fontSize="sm"
              w="100%"
              minW="0"
              maxW="100%"
            />
          </Flex>
        ) : null
      }
      chart={<Bars data={skills} colors={colors} />}
      table={percentTable(
        [
          group ? `${t('table.skill')} (${label(group)})` : t('table.skill'),
          t('table.mentions'),
          t('table.percentage'),
        ],
        skills,
        locale,
      )}
    />
  );
}

export function MostValuedResources({ data, sample }: { data?: MostValued; sample: boolean }) {
  const { t, locale } = useRemoteT();
  const list = data?.resources ?? [];
  return (
    <Box mt="4">
      <Heading as="h3" size="sm" mb="2">
        {t('cards.valued.resources')}
      </Heading>
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {sample ? t('cards.valued.sampleResources') : t('cards.valued.noResources')}
        </Text>
      ) : (
        <chakra.ol pl="5" listStyleType="decimal" data-testid="most-valued-resources">
          {list.map((r) => (
            <li key={r.resourceId}>
              <Link href={`/resource/${r.resourceId}`} color="brand.700" onClick={go(`/resource/${r.resourceId}`)}>
                {r.title}
              </Link>
              <Text as="span" fontSize="sm" color="fg.muted">
                {' '}
                · {t('cards.valued.rating', { rating: formatNumber(r.averageRating, locale), count: r.reviews })}
              </Text>
            </li>
          ))}
        </chakra.ol>
      )}
    </Box>
  );
}
