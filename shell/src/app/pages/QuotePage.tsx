import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import { Button, Input, Text, Textarea, chakra } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { requestQuote } from '../api';
import { useRouteParams, useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, isEmail } from '../validation';
import { Page } from './PageFrame';
import { PLANS, type Plan } from './plans';
import { emailError, filled, nameError } from '../formErrors';

interface QuoteValues {
  name: string;
  email: string;
  schoolName: string;
  phone: string;
  message: string;
}

export const QUOTE_TOAST_MS = 5000;

export function QuotePage() {
  const { t } = useT();
  const user = useUser();
  const { license = '' } = useRouteParams();
  const plan = (PLANS as readonly string[]).includes(license) ? (license as Plan) : null;
  const { register, handleSubmit, formState } = useForm<QuoteValues>({
    defaultValues: { name: '', email: user?.email ?? '', schoolName: user?.schoolName ?? '', phone: '', message: '' },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!plan) navigate('/not-found', { replace: true });
  }, [plan]);
  if (!plan) return null;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await requestQuote({
        license: plan,
        name: v.name.trim(),
        email: v.email.trim(),
        schoolName: v.schoolName.trim(),
        phone: v.phone.trim() || undefined,
        message: v.message.trim() || undefined,
      });
      bus.emit('platform.modal.open.v1', {
        modal: 'success',
        props: {
          titleKey: 'shell:quote.thanksTitle',
          messageKey: 'shell:quote.thanksBody',
          onClose: () => navigate('/feed'),
        },
      });
    } catch {
      bus.emit('platform.toast.show.v1', {
        status: 'error',
        messageKey: 'shell:quote.failed',
        durationMs: QUOTE_TOAST_MS,
      });
    }
  });

  return (
    <Page title={t('quote.title', { plan: t(`license.plans.${plan}.name`) })} narrow>
      <Text color="fg.muted" mb="6">
        {t('quote.intro')}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate aria-label={t('quote.formLabel')}>
        <Field mb="4" label={t('quote.name')} required error={nameError(t, errors.name)}>
          <Input autoComplete="name" {...register('name', { validate: { filled }, maxLength: CONTACT_NAME_MAX })} />
        </Field>
        <Field
          mb="4"
          label={t('quote.email')}
          required
          error={emailError(t, errors.email, t('validation.emailRequired'))}
        >
          <Input
            type="email"
            autoComplete="email"
            {...register('email', { validate: { filled, pattern: (v) => !filled(v) || isEmail(v) } })}
          />
        </Field>
        <Field
          mb="4"
          label={t('quote.school')}
          required
          error={errors.schoolName ? t('validation.required') : undefined}
        >
          <Input autoComplete="organization" {...register('schoolName', { validate: { filled }, maxLength: 200 })} />
        </Field>
        <Field mb="4" label={t('quote.phone')} error={errors.phone ? t('validation.digitsOnly') : undefined}>
          <Input
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            {...register('phone', {
              pattern: /^\+?[0-9 ]*$/,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                e.target.value = e.target.value.replace(/[^0-9+ ]/g, '');
              },
            })}
          />
        </Field>
        <Field
          mb="4"
          label={t('quote.message')}
          error={errors.message ? t('validation.messageMax', { max: CONTACT_MESSAGE_MAX }) : undefined}
        >
          <Textarea rows={4} {...register('message', { maxLength: CONTACT_MESSAGE_MAX })} />
        </Field>
        <Button type="submit" colorPalette="brand" w="full" loading={isSubmitting}>
          {t('quote.submit')}
        </Button>
      </chakra.form>
    </Page>
  );
}
