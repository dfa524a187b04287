/**
 * Forgot password (spec §5, §8): email required + pattern; the success modal for any address (the server answers the
 * same whether or not it has an account, ADR 0049: the page must not tell accounts apart either); a failure (offline,
 * 429) shown inline in red.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import { Button, Input, Modal, Text, chakra } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { resetPasswordEmail } from '../api';
import { useT } from '../hooks/useShell';
import { EMAIL_EXAMPLE, isEmail } from '../validation';
import { fieldError } from '../formErrors';

export function ForgotPasswordModal({ onClose, props }: { onClose: () => void; props?: Record<string, unknown> }) {
  const { t } = useT();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    defaultValues: { email: typeof props?.email === 'string' ? props.email : '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await resetPasswordEmail(email.trim());
      onClose();
      bus.emit('platform.modal.open.v1', {
        modal: 'success',
        props: { titleKey: 'shell:forgot.successTitle', messageKey: 'shell:forgot.successBody' },
      });
    } catch {
      setServerError(t('forgot.genericError'));
    }
  });

  const emailError = fieldError(
    errors.email,
    'pattern',
    t('validation.wrongEmailFormat', { email: EMAIL_EXAMPLE }),
    t('validation.emailRequired'),
  );

  return (
    <Modal open onClose={onClose} title={t('forgot.title')}>
      <Text mb="4" color="fg.muted">
        {t('forgot.intro')}
      </Text>
      <chakra.form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')}>
        <Field mb="4" label={t('forgot.email')} required error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            {...register('email', {
              validate: {
                required: (v) => v.trim().length > 0,
                pattern: (v) => v.trim().length === 0 || isEmail(v),
              },
              onChange: () => setServerError(null),
            })}
          />
        </Field>
        {serverError ? (
          <Text color="danger" fontSize="sm" mb="4" role="alert" data-testid="forgot-server-error">
            {serverError}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="brand" w="full" loading={isSubmitting}>
          {t('forgot.submit')}
        </Button>
      </chakra.form>
    </Modal>
  );
}
