/**
 * Foundation contact (spec §3 "Foundation contact: name, foundation, email, message", §7 POST
 * /EmailApi/FoundationContact, §9 name ≤ 150, message ≤ 500, §8 messages). The server stores the message, writes to
 * support and sends the sender a confirmation email; errors show after a failed submit. Loaded on demand.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Input, Modal, Stack, Text, Textarea, chakra } from '@platform/ui';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, foundationContactSchema } from '@platform/contracts';
import { isApiError } from '@platform/api-client';
import * as emailApi from '@platform/api-client/email';
import { useRemoteT, toast } from '@platform/remote-kit';
import { useUserInfo } from '../../lib/roles';

const FOUNDATION_MAX = 200;
type Key = 'name' | 'foundation' | 'email' | 'message';
const KEYS: Key[] = ['name', 'foundation', 'email', 'message'];
const MAX: Record<Key, number> = {
  name: CONTACT_NAME_MAX,
  foundation: FOUNDATION_MAX,
  email: 254,
  message: CONTACT_MESSAGE_MAX,
};

export default function FoundationContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useRemoteT();
  const user = useUserInfo();
  const [v, setV] = useState<Record<Key, string>>({ name: '', foundation: '', email: user?.email ?? '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      emailApi.foundationContact({
        name: v.name.trim(),
        foundation: v.foundation.trim(),
        email: v.email.trim(),
        message: v.message.trim(),
      }),
    onSuccess: () => {
      toast('success', t('foundation.sent', { email: v.email.trim() }));
      onClose();
    },
    onError: (e) => setFailed(isApiError(e) && e.status === 429 ? t('foundation.tooMany') : t('foundation.error')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const next: Partial<Record<Key, string>> = {};
    for (const k of KEYS) {
      const s = v[k].trim();
      if (!s) next[k] = k === 'email' ? t('foundation.errors.emailRequired') : t('foundation.errors.required');
      else if (s.length > MAX[k]) next[k] = t('foundation.errors.tooLong', { max: MAX[k] });
    }
    if (!next.email && !foundationContactSchema.shape.email.safeParse(v.email).success)
      next.email = t('foundation.errors.email', { email: 'name@example.com' });
    setErrors(next);
    if (Object.keys(next).length === 0) send.mutate();
    else document.getElementById(`fc-${KEYS.find((k) => next[k])}`)?.focus();
  };
  const field = (k: Key, input: React.ReactNode) => (
    <Stack gap="1">
      <chakra.label htmlFor={`fc-${k}`} fontSize="sm" fontWeight="semibold">
        {t(`foundation.${k}`)}
      </chakra.label>
      {input}
      {errors[k] && (
        <Text id={`fc-${k}-error`} color="danger" fontSize="sm">
          {errors[k]}
        </Text>
      )}
    </Stack>
  );
  const props = (k: Key) => ({
    id: `fc-${k}`,
    value: v[k],
    required: true,
    'aria-invalid': !!errors[k],
    'aria-describedby': errors[k] ? `fc-${k}-error` : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setV((s) => ({ ...s, [k]: e.target.value })),
  });
  const anyError = Object.keys(errors).length > 0;
  return (
    <Modal open onClose={onClose} title={t('foundation.title')} data-testid="foundation-contact">
      <chakra.form onSubmit={submit} noValidate aria-label={t('foundation.title')}>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('foundation.intro')}
          </Text>
          {(failed || anyError) && (
            <Text role="alert" color="danger" fontWeight="semibold">
              {failed ?? t('foundation.errors.completeAll')}
            </Text>
          )}
          {field('name', <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} {...props('name')} />)}
          {field(
            'foundation',
            <Input autoComplete="organization" maxLength={FOUNDATION_MAX} {...props('foundation')} />,
          )}
          {field('email', <Input type="email" autoComplete="email" {...props('email')} />)}
          {field('message', <Textarea rows={5} maxLength={CONTACT_MESSAGE_MAX} {...props('message')} />)}
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {t('foundation.count', { count: v.message.length, max: CONTACT_MESSAGE_MAX })}
          </Text>
          <HStack justify="end">
            <Button variant="ghost" onClick={onClose}>
              {t('foundation.cancel')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={send.isPending}>
              {t('foundation.send')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Modal>
  );
}
