/** Contact modal (spec §2, §5, §8): name ≤150, email, message ≤500, role teacher|author; errors only after a failed submit. */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bus } from '@platform/event-bus';
import { Button, Input, Modal, Stack, Textarea, chakra } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { contact } from '../api';
import { useT, useUser } from '../hooks/useShell';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, isContactEmail } from '../validation';
import { emailError, fieldError, filled, nameError } from '../formErrors';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  role: '' | 'teacher' | 'author';
}

export function ContactModal({ onClose, props }: { onClose: () => void; props?: Record<string, unknown> }) {
  const { t } = useT();
  const user = useUser();
  const [failed, setFailed] = useState(false);
  const initialRole = props?.role === 'author' || props?.role === 'teacher' ? (props.role as 'teacher' | 'author') : '';
  const { register, handleSubmit, formState } = useForm<ContactValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: user?.email ?? '', message: '', role: initialRole },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await contact({
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        role: values.role as 'teacher' | 'author',
      });
      onClose();
      bus.emit('platform.modal.open.v1', {
        modal: 'success',
        props: { titleKey: 'shell:contact.successTitle', messageKey: 'shell:contact.successBody' },
      });
    } catch {
      setFailed(true);
    }
  });

  const missing = (e?: { type: unknown }) => !!e && e.type !== 'maxLength' && e.type !== 'pattern';
  const anyMissing = missing(errors.name) || missing(errors.email) || missing(errors.message) || !!errors.role;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('contact.title')}
      errorTitle={failed ? t('contact.sendError') : anyMissing ? t('validation.completeAllFields') : undefined}
      size="md"
    >
      <chakra.form onSubmit={onSubmit} noValidate aria-label={t('contact.title')}>
        <Field mb="4" label={t('contact.name')} required error={nameError(t, errors.name)}>
          <Input autoComplete="name" {...register('name', { validate: { filled }, maxLength: CONTACT_NAME_MAX })} />
        </Field>
        <Field mb="4" label={t('contact.email')} required error={emailError(t, errors.email, t('validation.required'))}>
          <Input
            type="email"
            autoComplete="email"
            {...register('email', { validate: { filled, pattern: (v) => !filled(v) || isContactEmail(v) } })}
          />
        </Field>
        <Field
          mb="4"
          label={t('contact.message')}
          required
          hint={t('contact.messageHint', { max: CONTACT_MESSAGE_MAX })}
          error={fieldError(
            errors.message,
            'maxLength',
            t('validation.messageMax', { max: CONTACT_MESSAGE_MAX }),
            t('validation.required'),
          )}
        >
          <Textarea rows={5} {...register('message', { validate: { filled }, maxLength: CONTACT_MESSAGE_MAX })} />
        </Field>
        <chakra.fieldset mb="4" aria-invalid={errors.role ? true : undefined}>
          <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
            {t('contact.role')}
          </chakra.legend>
          <Stack direction="row" gap="6">
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
              <input type="radio" value="teacher" {...register('role', { required: true })} />
              {t('contact.roleTeacher')}
            </chakra.label>
            <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
              <input type="radio" value="author" {...register('role', { required: true })} />
              {t('contact.roleAuthor')}
            </chakra.label>
          </Stack>
        </chakra.fieldset>
        <Button type="submit" colorPalette="brand" loading={isSubmitting} w="full">
          {t('contact.send')}
        </Button>
      </chakra.form>
    </Modal>
  );
}
