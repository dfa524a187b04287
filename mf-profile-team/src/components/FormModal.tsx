import { FormModal as PlatformFormModal, type FormModalProps } from '@platform/ui/forms';
import { useRemoteT } from '@platform/remote-kit';

/** The platform's form modal with this remote's buttons: Cancel, and "Save" unless told. */
export function FormModal({
  submitLabel,
  ...props
}: Omit<FormModalProps, 'submitLabel' | 'cancelLabel'> & { submitLabel?: string }) {
  const { t } = useRemoteT();
  return <PlatformFormModal submitLabel={submitLabel ?? t('form.save')} cancelLabel={t('form.cancel')} {...props} />;
}
