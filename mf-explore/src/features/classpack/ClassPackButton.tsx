/**
 * "Class pack" (issue 19, docs/decisions/0031-class-pack.md): asks the API for the printable PDF of a resource (teacher
 * tab) or a program, shows that it is being made (an indeterminate progress bar: the server renders the whole PDF before
 * it answers), then saves it. Kept in its own file (a lazy chunk with its texts): the resource and program pages only
 * place it.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Text, chakra } from '@platform/ui';
import type { ExploreLocale } from '@platform/contracts';
import * as resourceApi from '@platform/api-client/resource';
import * as programApi from '@platform/api-client/educational-program';
import { useClassPackT } from './i18n';
import { toast } from '../../lib/platform';

/** Saves a blob under `name` (an object URL clicked by a temporary link). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ClassPackButton({
  kind,
  id,
  locale,
  size = 'sm',
}: {
  kind: 'resource' | 'program';
  id: number;
  locale: ExploreLocale;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useClassPackT('classPack');
  const [done, setDone] = useState(false);
  const m = useMutation({
    mutationFn: () => (kind === 'resource' ? resourceApi.classPack(id, locale) : programApi.classPack(id, locale)),
    onMutate: () => setDone(false),
    onSuccess: (blob) => {
      save(blob, `${kind}-${id}-class-pack-${locale}.pdf`);
      setDone(true);
    },
    onError: () => toast('error', t('error')),
  });
  const statusId = `class-pack-status-${kind}-${id}`;
  return (
    <Box data-testid="class-pack">
      <Button
        size={size}
        variant="outline"
        colorPalette="brand"
        onClick={() => m.mutate()}
        disabled={m.isPending}
        aria-describedby={statusId}
        data-testid="class-pack-button"
      >
        {t('button')}
      </Button>
      <Box id={statusId} aria-live="polite" mt={m.isPending || done ? '2' : '0'}>
        {m.isPending && (
          <>
            <chakra.progress display="block" w="full" maxW="60" h="2" aria-label={t('progress')} />
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('preparing')}
            </Text>
          </>
        )}
        {done && !m.isPending && (
          <Text fontSize="xs" color="fg.muted">
            {t('done')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
