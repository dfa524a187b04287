import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, Stack, Text, Textarea, chakra, formatDateTime } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { KREA_LIMITS, type KreaContent } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { qk } from '../../lib/krea';
import { LabelledSelect, Section } from '../../components/forms';

/** The comments of the content: attached to a field or section, with who and when; commenters may resolve threads. */
export function Comments({ content }: { content: KreaContent }) {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: qk.comments(content.id), queryFn: () => kreaApi.comments(content.id) });
  const [anchor, setAnchor] = useState('title');
  const [body, setBody] = useState('');
  const add = useMutation({
    mutationFn: () => kreaApi.addComment(content.id, { locale: content.locale, anchor, body: body.trim() }),
    onSuccess: (list) => {
      qc.setQueryData(qk.comments(content.id), list);
      setBody('');
    },
    onError: () => toast('error', t('errors.save')),
  });
  const resolve = useMutation({
    mutationFn: (cid: number) => kreaApi.resolveComment(content.id, cid),
    onSuccess: (list) => qc.setQueryData(qk.comments(content.id), list),
  });
  const anchors = [
    'title',
    'image',
    'rationale',
    'goals',
    'ages',
    'evaluationMethod',
    'udl',
    'level',
    'sdgs',
    'resources',
    'review',
  ];
  const fmt = (d: string) => formatDateTime(d, locale);
  return (
    <Section id="sec-comments" title={t('comments.title')}>
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('comments.list')}>
        {(q.data ?? []).map((c) => (
          <Stack
            as="li"
            key={c.id}
            p="2"
            borderWidth="1px"
            rounded="md"
            gap="1"
            opacity={c.resolvedAt ? 0.65 : 1}
            data-testid="comment"
          >
            <HStack justify="space-between" gap="2" flexWrap="wrap">
              <Text fontSize="xs" fontWeight="semibold">
                {c.user.name} · {t(`field.${c.anchor}`, { defaultValue: c.anchor })}
                {c.locale ? ` · ${t(`lang.${c.locale}`)}` : ''}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {fmt(c.createdAt)}
              </Text>
            </HStack>
            <Text fontSize="sm" whiteSpace="pre-wrap">
              {c.body}
            </Text>
            {c.resolvedAt ? (
              <Text fontSize="xs" color="fg.muted">
                {t('comments.resolvedBy', { name: c.resolvedBy })}
              </Text>
            ) : (
              <Button alignSelf="start" size="xs" variant="ghost" onClick={() => resolve.mutate(c.id)}>
                {t('comments.resolve')}
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
      {/* beside the list, not in it: a list holds only its items (axe "list") */}
      {q.isSuccess && !q.data.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('comments.empty')}
        </Text>
      )}
      <chakra.form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (body.trim()) add.mutate();
        }}
      >
        <Stack gap="2">
          <LabelledSelect id="comment-anchor" label={t('comments.on')} value={anchor} onChange={(v) => setAnchor(v)}>
            {anchors.map((a) => (
              <option key={a} value={a}>
                {t(`field.${a}`)}
              </option>
            ))}
          </LabelledSelect>
          <Field label={t('comments.new')}>
            <Textarea value={body} maxLength={KREA_LIMITS.commentMax} onChange={(e) => setBody(e.target.value)} />
          </Field>
          <Button
            type="submit"
            alignSelf="end"
            size="sm"
            colorPalette="brand"
            disabled={!body.trim()}
            loading={add.isPending}
          >
            {t('comments.send')}
          </Button>
        </Stack>
      </chakra.form>
    </Section>
  );
}
