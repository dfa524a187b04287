import type { ReactNode } from 'react';
import { Button, Modal, Text, chakra } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import type { ModalProps } from './modalProps';

/** A modal in two steps (review, share with students): "Step n of 2" above the step's content. */
export function StepModal({
  open,
  onClose,
  title,
  testId,
  step,
  children,
}: ModalProps & { title: string; testId: string; step: 1 | 2; children: ReactNode }) {
  const { t } = useRemoteT();
  return (
    <Modal open={open} onClose={onClose} title={title} data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('review.step', { step, total: 2 })}
      </Text>
      {children}
    </Modal>
  );
}

/** The legend of a step's fieldset. */
export const StepLegend = ({ children }: { children: ReactNode }) => (
  <chakra.legend fontWeight="semibold" mb="2">
    {children}
  </chakra.legend>
);

/** Back to the first step. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useRemoteT();
  return (
    <Button variant="ghost" onClick={onClick}>
      {t('actions.back')}
    </Button>
  );
}
