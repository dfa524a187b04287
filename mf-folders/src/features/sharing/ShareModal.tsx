import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import { Button, HStack, Modal, Stack, Text } from '@platform/ui';
import { FOLDER_ERROR_CODES, type FolderUser } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import * as kimpleApi from '@platform/api-client/kimple-folder';
import { qk } from '../../lib/queries';
import { useRemoteT, toast } from '@platform/remote-kit';
import { ColleaguePicker, type Picked } from './ColleaguePicker';
import { QueryBody, type FolderModalProps } from './QueryBody';

const errorKey = (e: unknown) =>
  isApiError(e) && e.code === FOLDER_ERROR_CODES.notColleague
    ? 'errors.notColleague'
    : isApiError(e) && e.status === 403
      ? 'errors.noEdit'
      : 'errors.generic';

/**
 * Pick colleagues of my network (each with a permission when `withPermission`) and send them the folder: the choice
 * starts empty at each opening; sending nobody is refused.
 */
function ColleagueShareModal({
  open,
  onClose,
  testId,
  intro,
  users,
  withPermission,
  send,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  intro: string;
  users: UseQueryResult<FolderUser[]>;
  withPermission: boolean;
  /** sends to the picked colleagues; resolves once done (the modal then closes) */
  send: (picked: Picked) => Promise<unknown>;
}) {
  const { t } = useRemoteT();
  const [picked, setPicked] = useState<Picked>(new Map());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setPicked(new Map());
      setError(null);
    }
  }, [open]);
  const share = useMutation({
    mutationFn: () => send(picked),
    onSuccess: () => onClose(),
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
    <Modal open={open} onClose={onClose} title={t('share.title')} size="lg" data-testid={testId}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {intro}
        </Text>
        <QueryBody query={users}>
          {(data) => (
            <ColleaguePicker
              users={data}
              picked={picked}
              onChange={(p) => {
                setPicked(p);
                setError(null);
              }}
              withPermission={withPermission}
            />
          )}
        </QueryBody>
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

/** Share my folder with colleagues of my network, each as viewer (Read) or editor (Edit); they get an email. */
export function ShareModal({ open, onClose, folderId }: FolderModalProps) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const users = useQuery({ queryKey: qk.users(folderId), queryFn: () => folderApi.users(folderId), enabled: open });
  return (
    <ColleagueShareModal
      open={open}
      onClose={onClose}
      testId="share-modal"
      intro={t('share.intro')}
      users={users}
      withPermission
      send={async (picked) => {
        const r = await folderApi.share({
          folderId,
          recipients: [...picked].map(([userId, permission]) => ({ userId, permission })),
        });
        toast('success', t('share.done', { count: r.sent }));
        await Promise.all([
          qc.invalidateQueries({ queryKey: qk.users(folderId) }),
          qc.invalidateQueries({ queryKey: qk.permissions(folderId) }),
          qc.invalidateQueries({ queryKey: qk.folderAny(folderId) }),
          qc.invalidateQueries({ queryKey: qk.mine }),
        ]);
      }}
    />
  );
}

/** Send colleagues of my network a link to a Kimple folder (KimpleFolderApi/Share). */
export function ShareProviderModal({ open, onClose, folderId }: FolderModalProps) {
  const { t, locale } = useRemoteT();
  const users = useQuery({ queryKey: qk.users(), queryFn: () => folderApi.users(), enabled: open });
  return (
    <ColleagueShareModal
      open={open}
      onClose={onClose}
      testId="share-provider-modal"
      intro={t('share.providerIntro')}
      users={users}
      withPermission={false}
      send={async (picked) => {
        const r = await kimpleApi.share({ folderId, recipientIds: [...picked.keys()], folderLocale: locale });
        toast('success', t('share.providerDone', { count: r.sent }));
      }}
    />
  );
}
