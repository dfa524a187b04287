import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Modal, Stack, Text, Textarea, chakra } from '@platform/ui';
import * as referenceApi from '@platform/api-client/reference';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Actions } from '../../components/modalParts';

/** Suggest a new topic (TopicApi/Suggest) with the thanks message. */
export function SuggestTopicModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useRemoteT();
  const [topic, setTopic] = useState('');
  const [thanks, setThanks] = useState(false);
  useEffect(() => {
    if (open) {
      setTopic('');
      setThanks(false);
    }
  }, [open]);
  const m = useMutation({
    mutationFn: () => referenceApi.suggestTopic(topic.trim()),
    onSuccess: () => setThanks(true),
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('topic.title')} data-testid="topic-modal">
      <Stack gap="3">
        {thanks ? (
          <Text role="status">{t('topic.thanks')}</Text>
        ) : (
          <>
            <chakra.label htmlFor="topic-input" fontSize="sm" fontWeight="semibold">
              {t('topic.label')}
            </chakra.label>
            <Textarea id="topic-input" value={topic} maxLength={200} onChange={(e) => setTopic(e.target.value)} />
          </>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.close')}
          </Button>
          {!thanks && (
            <Button colorPalette="brand" disabled={!topic.trim()} loading={m.isPending} onClick={() => m.mutate()}>
              {t('topic.submit')}
            </Button>
          )}
        </Actions>
      </Stack>
    </Modal>
  );
}
