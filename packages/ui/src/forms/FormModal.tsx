import { useCallback, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, HStack, Modal, Stack, chakra, type ModalProps } from '@platform/ui';

export interface FormModalProps extends Omit<ModalProps, 'footer' | 'children'> {
  /** Called on submit (Enter or the submit button), the browser's own validation off (`noValidate`). */
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: ReactNode;
  cancelLabel: ReactNode;
  /** the submit button shows a spinner and both buttons are disabled */
  busy?: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/**
 * A form in a `Modal`: the fields, then Cancel and the submit button in the modal's footer (pinned at the bottom on a
 * phone). The submit button belongs to the form through `form=`, so Enter in a field submits too. With
 * react-hook-form: `onSubmit={handleSubmit(save)}`.
 */
export function FormModal({
  onSubmit,
  submitLabel,
  cancelLabel,
  busy,
  submitDisabled,
  children,
  onClose,
  ...modal
}: FormModalProps) {
  const formId = `${useId()}-form`;
  // Modal re-runs its focus effect when onClose changes (it moves the focus to the panel): a caller's inline onClose
  // would take the focus out of the field being typed in on each re-render of the form (errors appearing, going)
  const latestClose = useRef(onClose);
  latestClose.current = onClose;
  const close = useCallback(() => latestClose.current(), []);
  return (
    <Modal
      {...modal}
      onClose={close}
      footer={
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand" loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </HStack>
      }
    >
      <chakra.form
        id={formId}
        noValidate
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          onSubmit(e);
        }}
      >
        <Stack gap="4">{children}</Stack>
      </chakra.form>
    </Modal>
  );
}
