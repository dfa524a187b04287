/**
 * "Ask us about the plans" (issue 31 item 7; spec platform §7 AccountApi RequestTrialInformation): on /license and
 * /trial-finished, for the users who see "change licence" (§6: Trial and Admin). The request is stored and mailed to
 * the sales team; the user stays on the page and sees the confirmation.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import { Button, Heading, Input, Stack, Text, Textarea, chakra } from '@platform/ui';
import { Field, Select } from '@platform/ui/forms';
import { canChangeLicense } from '@platform/session';
import { requestTrialInformation } from '../api';
import { useT, useUser } from '../hooks/useShell';

const TOPICS = ['plans', 'prices', 'demo', 'other'] as const;
const MESSAGE_MAX = 1000;

interface Values {
  topic: (typeof TOPICS)[number];
  phone: string;
  message: string;
}

export function TrialInformationForm() {
  const { t } = useT();
  const user = useUser();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { topic: 'plans', phone: '', message: '' } });
  if (!user || !canChangeLicense(user)) return null;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await requestTrialInformation({
        topic: v.topic,
        phone: v.phone.trim() || undefined,
        message: v.message.trim() || undefined,
      });
      setSent(true);
      bus.emit('platform.toast.show.v1', { status: 'success', messageKey: 'pages:trialInfo.sent' });
    } catch {
      bus.emit('platform.toast.show.v1', { status: 'error', messageKey: 'pages:trialInfo.failed' });
    }
  });
  return (
    <chakra.section aria-labelledby="trial-info-title" borderWidth="1px" rounded="xl" p={{ base: '4', md: '6' }} mt="8">
      <Heading as="h2" size="lg" id="trial-info-title" mb="2">
        {t('trialInfo.title')}
      </Heading>
      {sent ? (
        <Text role="status" data-testid="trial-info-sent">
          {t('trialInfo.sent')}
        </Text>
      ) : (
        <chakra.form onSubmit={onSubmit} noValidate aria-labelledby="trial-info-title">
          <Stack gap="3" maxW="640px">
            <Text color="fg.muted">{t('trialInfo.intro')}</Text>
            <Field mb="4" label={t('trialInfo.topic')} required>
              <Select w="full" {...register('topic', { required: true })}>
                {TOPICS.map((k) => (
                  <option key={k} value={k}>
                    {t(`trialInfo.topics.${k}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field mb="4" label={t('trialInfo.phone')} error={errors.phone ? t('trialInfo.phoneInvalid') : undefined}>
              <Input
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                {...register('phone', { pattern: /^(\d{6,15})?$/ })}
              />
            </Field>
            <Field
              mb="4"
              label={t('trialInfo.message')}
              error={errors.message ? t('validation.messageMax', { max: MESSAGE_MAX }) : undefined}
            >
              <Textarea rows={3} {...register('message', { maxLength: MESSAGE_MAX })} />
            </Field>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', md: 'flex-start' }}
              loading={isSubmitting}
            >
              {t('trialInfo.submit')}
            </Button>
          </Stack>
        </chakra.form>
      )}
    </chakra.section>
  );
}
