import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import { Button, HStack, LoadingState, Modal, Stack, Text } from '@platform/ui';
import { FOLDER_ERROR_CODES } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import * as kimpleApi from '@platform/api-client/kimple-folder';
import { qk } from '../../lib/queries';
import { useRemoteT, toast } from '@platform/remote-kit';
import { ColleaguePicker, type Picked } from './ColleaguePicker';

const errorKey = (e: unknown) =>
  isApiError(e) && e.code === FOLDER_ERROR_CODES.notColleague
    ? 'errors.notColleague'
    : isApiError(e) && e.status === 403
      ? 'errors.noEdit'
      : 'errors.generic';

/** Share my folder with colleagues of my network, each as viewer (Read) or editor (Edit); they get an email. */
export function ShareModal({ open, onClose, folderId }: { open: boolean; onClose: () => void; folderId: number }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const users = useQuery({ queryKey: qk.users(folderId), queryFn: () => folderApi.users(folderId), enabled: open });
  const [picked, setPicked] = useState<Picked>(new Map());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPicked(new Map());
      setError(null);
    }
  }, [open]);
  const share = useMutation({
    mutationFn: () =>
      folderApi.share({ folderId, recipients: [...picked].map(([userId, permission]) => ({ userId, permission })) }),
    onSuccess: async (r) => {
      toast('success', t('share.done', { count: r.sent }));
      await Promise.all([
        qc.invalidateQueries({ queryKey: qk.users(folderId) }),
        qc.invalidateQueries({ queryKey: qk.permissions(folderId) }),
        qc.invalidateQueries({ queryKey: qk.folderAny(folderId) }),
        qc.invalidateQueries({ queryKey: qk.mine }),
      ]);
      onClose();
    },
    onError: (e) => setError(t(errorKey(e))),
  });
  const submit = () => {
    if (!picked.size) {
      setError(t('errors.selectTeacher'));
      return;
    }
    setError(null);
    share.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('share.title')} size="lg" data-testid="share-modal">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('share.intro')}
        </Text>
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <Text role="alert" color="danger">
            {t('errors.loadBody')}
          </Text>
        ) : (
          <ColleaguePicker
            users={users.data}
            picked={picked}
            onChange={(p) => {
              setPicked(p);
              setError(null);
            }}
            withPermission
          />
        )}
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={submit} loading={share.isPending}>
            {t('share.submit')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}

/** Send colleagues of my network a link to a Kimple folder (KimpleFolderApi/Share). */
export function ShareProviderModal({
  open,
  onClose,
  folderId,
}: {
  open: boolean;
  onClose: () => void;
  folderId: number;
}) {
  const { t, locale } = useRemoteT();
  const users = useQuery({ queryKey: qk.users(), queryFn: () => folderApi.users(), enabled: open });
  const [picked, setPicked] = useState<Picked>(new Map());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPicked(new Map());
      setError(null);
    }
  }, [open]);
  const share = useMutation({
    mutationFn: () => kimpleApi.share({ folderId, recipientIds: [...picked.keys()], folderLocale: locale }),
    onSuccess: (r) => {
      toast('success', t('share.providerDone', { count: r.sent }));
      onClose();
    },
    onError: (e) => setError(t(errorKey(e))),
  });
  const submit = () => {
    if (!picked.size) {
      setError(t('errors.selectTeacher'));
      return;
    }
    setError(null);
    share.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('share.title')} size="lg" data-testid="share-provider-modal">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('share.providerIntro')}
        </Text>
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <Text role="alert" color="danger">
            {t('errors.loadBody')}
          </Text>
        ) : (
          <ColleaguePicker
            users={users.data}
            picked={picked}
            onChange={(p) => {
              setPicked(p);
              setError(null);
            }}
            withPermission={false}
          />
        )}
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack justify="end" gap="2">
          <Button variant="ghost" onClick={onClose}>
            {t('detail.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={submit} loading={share.isPending}>
            {t('share.submit')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
