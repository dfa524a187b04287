import type { ReactNode } from 'react';
import { Button, HStack, Modal, Stack } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

/** Asks before what cannot be undone (leave unsaved changes, remove members, delete a group): Cancel or the red button. */
export function ConfirmModal({
  open,
  onClose,
  title,
  testId,
  confirmLabel,
  onConfirm,
  busy,
  cancelLabel,
  children,
}: {
  open: boolean;
  /** closes without doing it: the × , Escape, the backdrop and Cancel */
  onClose: () => void;
  title: string;
  testId: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** "Cancel" unless told */
  cancelLabel?: string;
  /** what will happen */
  children: ReactNode;
}) {
  const { t } = useRemoteT();
  return (
    <Modal open={open} onClose={onClose} title={title} data-testid={testId}>
      <Stack gap="4">
        {children}
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          <Button colorPalette="red" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
