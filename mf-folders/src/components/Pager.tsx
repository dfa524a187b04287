import { Button, HStack, Text } from '@platform/ui';
import { useT } from '../lib/i18n';

export function Pager({
  page,
  pages,
  onChange,
  label,
}: {
  page: number;
  pages: number;
  onChange: (p: number) => void;
  label: string;
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="center" gap="3" mt="4">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page - 1)}
        disabled={page <= 0}
        aria-label={t('pager.previous')}
      >
        ‹ {t('pager.previousShort')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t('pager.pageOf', { page: page + 1, pages })}
      </Text>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange(page + 1)}
        disabled={page >= pages - 1}
        aria-label={t('pager.next')}
      >
        {t('pager.nextShort')} ›
      </Button>
    </HStack>
  );
}
