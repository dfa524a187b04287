import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Modal, Stack, Text } from '@platform/ui';
import type { ExploreLocale } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { type Base, LocaleChecks, ConfirmActions } from '../../components/modalParts';

/** Publish (complete languages: to review, or approved directly for an approver) or unpublish (back to drafts). */
export function StatusModal({ open, onClose, content, onDone, mode }: Base & { mode: 'published' | 'unpublished' }) {
  const { t } = useRemoteT();
  const choices = content.locales
    .filter((l) => (mode === 'published' ? l.state === 'draft' && l.completeness === 100 : l.state !== 'draft'))
    .map((l) => l.locale);
  const [sel, setSel] = useState<ExploreLocale[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setSel(choices.includes(content.locale) ? [content.locale] : choices.slice(0, 1));
      setError(null);
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
  const m = useMutation({
    mutationFn: () => kreaApi.updateStatus(content.id, mode, sel),
    onSuccess: (r) => {
      toast(
        'success',
        mode === 'unpublished'
          ? t('status.unpublished')
          : r.state === 'approved'
            ? t('status.published')
            : t('status.sentToReview'),
      );
      onDone(r.content);
      onClose();
    },
    onError: () => setError(t('errors.publish')),
  });
  const title =
    mode === 'unpublished'
      ? t('status.unpublishTitle')
      : content.canApprove
        ? t('status.publishTitle')
        : t('status.sendTitle');
  return (
    <Modal open={open} onClose={onClose} title={title} errorTitle={error ?? undefined} data-testid="status-modal">
      <Stack gap="3">
        {!choices.length ? (
          <Text>{mode === 'published' ? t('status.nothingToPublish') : t('status.nothingToUnpublish')}</Text>
        ) : (
          <>
            <Text fontSize="sm">
              {mode === 'published'
                ? content.canApprove
                  ? t('status.publishDirect')
                  : t('status.publishReview')
                : t('status.unpublishHint')}
            </Text>
            <LocaleChecks choices={choices} value={sel} onChange={setSel} label={t('status.languages')} />
          </>
        )}
        <ConfirmActions
          onCancel={onClose}
          label={title}
          onConfirm={() => m.mutate()}
          busy={m.isPending}
          disabled={!sel.length}
          palette={mode === 'published' ? 'brand' : 'red'}
        />
      </Stack>
    </Modal>
  );
}
