import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Text, Textarea } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import type { KreaContent } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Section } from '../../components/forms';

/** Approving author / admin: approve the current language waiting for review, or send it back with a comment. */
export function ReviewBox({ content, onDone }: { content: KreaContent; onDone: (c: KreaContent) => void }) {
  const { t } = useRemoteT();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: (decision: 'approve' | 'return') =>
      kreaApi.review(content.id, content.locale, decision, comment.trim() || undefined),
    onSuccess: (r) => {
      toast('success', r.state === 'approved' ? t('review.approved') : t('review.returned'));
      setComment('');
      onDone(r.content);
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Section id="sec-review" title={t('review.title')}>
      <Text fontSize="sm">{t('review.waiting', { language: t(`lang.${content.locale}`) })}</Text>
      <Field label={t('review.comment')} error={error}>
        <Textarea
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
        />
      </Field>
      <HStack gap="2" justify="end" flexWrap="wrap">
        <Button
          variant="outline"
          colorPalette="red"
          loading={m.isPending && m.variables === 'return'}
          onClick={() => {
            if (!comment.trim()) {
              setError(t('review.commentRequired'));
              return;
            }
            m.mutate('return');
          }}
        >
          {t('review.return')}
        </Button>
        <Button
          colorPalette="green"
          loading={m.isPending && m.variables === 'approve'}
          onClick={() => m.mutate('approve')}
        >
          {t('review.approve')}
        </Button>
      </HStack>
    </Section>
  );
}
