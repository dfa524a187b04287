/**
 * "Start live class" (issue 33) beside the class pack on a resource's Teacher tab: POST LiveClassApi/Start for the
 * class being read (or the one chosen from the resource's classes on its other pages), then the teacher's live screen
 * (/live/teach/{id}, mf-student-view). In the class pack's lazy chunk with its texts (classpack.json `live`).
 */
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Stack, Text, chakra } from '@platform/ui';
import { useTranslation } from '@platform/i18n';
import type { ExploreLocale } from '@platform/contracts';
import { isApiError } from '@platform/api-client';
import * as liveApi from '@platform/api-client/live';
import { goTo } from '@platform/remote-kit';

import './i18n';

export interface LiveClassOption {
  id: number;
  classNumber: number;
  name: string;
}

export default function LiveStart({
  resourceId,
  locale,
  classes,
  current,
}: {
  resourceId: number;
  /** the resource's language: the session's (what students see by default) */
  locale: ExploreLocale;
  classes: LiveClassOption[];
  /** the class being read; undefined on the trigger and valuation pages (then a class is chosen) */
  current?: number;
}) {
  const { t } = useTranslation('classpack', { keyPrefix: 'live' });
  const uid = useId();
  const [chosen, setChosen] = useState<number | undefined>(current ?? classes[0]?.id);
  const classId = current ?? chosen;
  const m = useMutation({
    mutationFn: (id: number) => liveApi.start({ resourceId, classId: id, locale }, { silent: true }),
    onSuccess: (s) => goTo(`/live/teach/${s.id}`),
  });
  if (!classes.length) return null;
  const c = classes.find((x) => x.id === classId);
  return (
    <Box mt="3" data-testid="live-start">
      <Stack gap="2">
        {current === undefined && classes.length > 1 ? (
          <>
            <chakra.label htmlFor={`${uid}-class`} fontSize="sm" fontWeight="semibold">
              {t('chooseClass')}
            </chakra.label>
            <chakra.select
              id={`${uid}-class`}
              value={chosen}
              onChange={(e) => setChosen(Number(e.target.value))}
              borderWidth="1px"
              rounded="md"
              p="1"
              fontSize="sm"
              bg="bg"
            >
              {classes.map((x) => (
                <option key={x.id} value={x.id}>
                  {t('classOption', { n: x.classNumber, name: x.name })}
                </option>
              ))}
            </chakra.select>
          </>
        ) : null}
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => classId !== undefined && m.mutate(classId)}
          disabled={m.isPending || classId === undefined}
          aria-label={c ? t('buttonNamed', { n: c.classNumber, name: c.name }) : undefined}
          data-testid="live-start-button"
        >
          {t('button')}
        </Button>
        <Box aria-live="polite">
          {m.isPending ? (
            <Text fontSize="xs" color="fg.muted">
              {t('starting')}
            </Text>
          ) : null}
        </Box>
        {m.isError ? (
          <Text fontSize="xs" color="fg.error" role="alert">
            {isApiError(m.error) && m.error.code === 'LIVE_NOT_ALLOWED' ? t('notAllowed') : t('error')}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
