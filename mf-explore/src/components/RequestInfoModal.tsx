import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Modal, Stack, Textarea, chakra } from '@platform/ui';
import { useRemoteT, toast } from '@platform/remote-kit';

export function RequestInfoModal({
  open,
  onClose,
  send,
}: {
  open: boolean;
  onClose: () => void;
  send: (m?: string) => Promise<unknown>;
}) {
  const { t } = useRemoteT();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (open) setMessage('');
  }, [open]);
  const m = useMutation({
    mutationFn: () => send(message.trim() || undefined),
    onSuccess: () => {
      toast('success', t('program.infoSent'));
      onClose();
    },
    onError: () => toast('error', t('program.infoError')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('program.requestInfo')}>
      <Stack gap="2">
        <chakra.label htmlFor="info-msg">{t('program.infoMessage')}</chakra.label>
        <Textarea id="info-msg" value={message} maxLength={500} onChange={(e) => setMessage(e.target.value)} />
        <HStack justify="end">
          <Button colorPalette="brand" loading={m.isPending} onClick={() => m.mutate()}>
            {t('actions.send')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
