import { useEffect, useState } from 'react';
import { Box, Button, HStack, Stack, Text, Textarea, chakra } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResourceModalProps } from './modalProps';
import { BackButton, StepLegend, StepModal } from './StepModal';
import { useRemoteT, toast } from '@platform/remote-kit';
import * as resourceApi from '@platform/api-client/resource';

const CATEGORIES = [1, 2, 3, 4, 5] as const;
type Choice = 'liked' | 'improve' | undefined;

/** Two-step review (spec §3): usefulness 1-5, then liked / to improve per category + optional message (≤ 500). */
export function ReviewModal({ open, onClose, resource }: ResourceModalProps) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [rating, setRating] = useState<number>(0);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (!open) return;
    setStep(1);
    setRating(resource.myReview?.rating ?? 0);
    setChoices(
      Object.fromEntries((resource.myReview?.categories ?? []).map((c) => [c.category, c.liked ? 'liked' : 'improve'])),
    );
    setComment(resource.myReview?.comment ?? '');
  }, [open, resource.myReview]);
  const save = useMutation({
    mutationFn: () =>
      resourceApi.addReview({
        resourceId: resource.id,
        rating,
        categories: CATEGORIES.filter((c) => choices[c]).map((c) => ({ category: c, liked: choices[c] === 'liked' })),
        comment: comment.trim() || null,
      }),
    onSuccess: () => {
      toast('success', t('review.thanks'));
      void qc.invalidateQueries({ queryKey: ['explore', 'resource', resource.id] });
      onClose();
    },
    onError: () => toast('error', t('review.error')),
  });
  const tooLong = comment.length > 500;
  return (
    <StepModal open={open} onClose={onClose} title={t('review.title')} testId="review-modal" step={step}>
      {step === 1 ? (
        <chakra.fieldset>
          <StepLegend>{t('review.usefulness')}</StepLegend>
          <HStack gap="2" role="radiogroup" aria-label={t('review.usefulness')}>
            {[1, 2, 3, 4, 5].map((n) => (
              <chakra.label
                key={n}
                display="inline-flex"
                alignItems="center"
                gap="1"
                cursor="pointer"
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                bg={rating === n ? 'brand.500' : undefined}
                color={rating === n ? 'white' : undefined}
              >
                <chakra.input
                  type="radio"
                  name="usefulness"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  aria-label={t('review.stars', { count: n })}
                  css={{ position: 'absolute', opacity: 0, width: '1px', height: '1px' }}
                />
                <span aria-hidden="true">{'★'.repeat(n)}</span>
              </chakra.label>
            ))}
          </HStack>
          <HStack justify="end" mt="6">
            <Button colorPalette="brand" disabled={!rating} onClick={() => setStep(2)}>
              {t('actions.next')}
            </Button>
          </HStack>
        </chakra.fieldset>
      ) : (
        <Stack gap="3">
          <Text fontWeight="semibold">{t('review.aspects')}</Text>
          {CATEGORIES.map((c) => (
            <chakra.fieldset key={c} display="flex" alignItems="center" gap="2" flexWrap="wrap">
              <chakra.legend srOnly>{t(`reviewCategories.${c}`)}</chakra.legend>
              <Box flex="1" minW="32" aria-hidden="true">
                {t(`reviewCategories.${c}`)}
              </Box>
              {(['liked', 'improve'] as const).map((v) => (
                <Button
                  key={v}
                  size="xs"
                  variant={choices[c] === v ? 'solid' : 'outline'}
                  colorPalette={v === 'liked' ? 'green' : 'orange'}
                  aria-pressed={choices[c] === v}
                  aria-label={`${t(`reviewCategories.${c}`)}: ${t(`review.${v}`)}`}
                  onClick={() => setChoices((s) => ({ ...s, [c]: s[c] === v ? undefined : v }))}
                >
                  {t(`review.${v}`)}
                </Button>
              ))}
            </chakra.fieldset>
          ))}
          <chakra.label htmlFor="review-comment" fontWeight="semibold">
            {t('review.comment')}
          </chakra.label>
          <Textarea
            id="review-comment"
            value={comment}
            maxLength={600}
            onChange={(e) => setComment(e.target.value)}
            aria-invalid={tooLong}
            aria-describedby="review-comment-count"
          />
          <Text id="review-comment-count" fontSize="xs" color={tooLong ? 'danger' : 'fg.muted'}>
            {t('review.chars', { n: comment.length, max: 500 })}
          </Text>
          <HStack justify="space-between" mt="2">
            <BackButton onClick={() => setStep(1)} />
            <Button colorPalette="brand" loading={save.isPending} disabled={tooLong} onClick={() => save.mutate()}>
              {t('review.submit')}
            </Button>
          </HStack>
        </Stack>
      )}
    </StepModal>
  );
}
