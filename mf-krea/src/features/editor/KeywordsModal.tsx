import { useEffect, useState } from 'react';
import { Badge, HStack, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { KREA_LIMITS } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT } from '@platform/remote-kit';
import { errorCode } from '../../lib/krea';
import { type Base, ConfirmActions, useContentChange } from '../../components/modalParts';

/** Keywords: at most 10, duplicates refused, added with Enter; editable after publishing. */
export function KeywordsModal({ open, onClose, content, onDone }: Base) {
  const { t } = useRemoteT();
  const [list, setList] = useState<string[]>(content.keywords);
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setList(content.keywords);
      setWord('');
      setError(null);
    }
  }, [open, content.keywords]);
  const add = () => {
    const w = word.trim().toLowerCase();
    if (!w) return;
    if (list.includes(w)) {
      setError(t('keywords.duplicate'));
      return;
    }
    if (list.length >= KREA_LIMITS.keywords) {
      setError(t('keywords.max'));
      return;
    }
    setList([...list, w]);
    setWord('');
    setError(null);
  };
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
          value={word}
          maxLength={KREA_LIMITS.keywordLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'kw-error' : undefined}
          onChange={(e) => {
            setWord(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
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
