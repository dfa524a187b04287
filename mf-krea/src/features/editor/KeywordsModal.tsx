import { useEffect, useState } from 'react';
import { Badge, HStack, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { KREA_LIMITS } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
import { errorCode } from '../../lib/krea';
import { type Base, ConfirmActions, useContentChange } from '../../components/modalParts';
import { useKeywordInput } from '../../components/forms';

/** Keywords: at most 10, duplicates refused, added with Enter; editable after publishing. */
export function KeywordsModal({ open, onClose, content, onDone }: Base) {
  const { t } = useRemoteT();
  const [list, setList] = useState<string[]>(content.keywords);
  const { input, error, setError, reset } = useKeywordInput(list, setList, KREA_LIMITS.keywords, {
    duplicate: t('keywords.duplicate'),
    max: t('keywords.max'),
  });
  useEffect(() => {
    if (open) {
      setList(content.keywords);
      reset();
    }
  }, [open, content.keywords, reset]);
  const m = useContentChange(
    () => kreaApi.setKeywords(content.id, list),
    t('keywords.done'),
    { onDone, onClose },
    (e) => setError(errorCode(e) === 'KREA_DUPLICATE_KEYWORD' ? t('keywords.duplicate') : t('errors.save')),
  );
  return (
    <Modal open={open} onClose={onClose} title={t('keywords.title')} data-testid="keywords-modal">
      <Stack gap="3">
        <chakra.label htmlFor="kw-input" fontWeight="semibold" fontSize="sm">
          {t('keywords.add', { count: list.length, max: KREA_LIMITS.keywords })}
        </chakra.label>
        <Input
          id="kw-input"
          maxLength={KREA_LIMITS.keywordLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'kw-error' : undefined}
          {...input}
        />
        {error && (
          <Text id="kw-error" role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack as="ul" listStyleType="none" gap="1" flexWrap="wrap" aria-label={t('keywords.list')}>
          {list.map((k) => (
            <li key={k}>
              <Badge size="md">
                {k}{' '}
                <chakra.button
                  type="button"
                  ms="1"
                  aria-label={t('keywords.remove', { keyword: k })}
                  onClick={() => setList(list.filter((x) => x !== k))}
                >
                  ×
                </chakra.button>
              </Badge>
            </li>
          ))}
        </HStack>
        <ConfirmActions onCancel={onClose} label={t('actions.save')} onConfirm={() => m.mutate()} busy={m.isPending} />
      </Stack>
    </Modal>
  );
}
