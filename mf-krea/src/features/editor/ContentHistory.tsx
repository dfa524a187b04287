import { useQuery } from '@tanstack/react-query';
import { Stack, Text, formatDateTime } from '@platform/ui';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
import { qk } from '../../lib/krea';
import { Section } from '../../components/forms';

export function History({ id }: { id: number }) {
  const { t, locale } = useRemoteT();
  const q = useQuery({ queryKey: qk.history(id), queryFn: () => kreaApi.history(id) });
  return (
    <Section id="sec-history" title={t('history.title')}>
      <Stack as="ol" listStyleType="none" gap="1" fontSize="sm" maxH="64" overflowY="auto">
        {(q.data ?? []).map((e) => (
          <li key={e.id}>
            <Text as="span" fontWeight="semibold">
              {t(`history.${e.action}`, { defaultValue: e.action })}
            </Text>
            {e.locale ? ` (${t(`lang.${e.locale}`)})` : ''} · {e.user} · {formatDateTime(e.at, locale)}
            {e.comment ? ` — “${e.comment}”` : ''}
          </li>
        ))}
      </Stack>
    </Section>
  );
}
