import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import { Button, HStack, Modal, Stack, Text } from '@platform/ui';
import { FOLDER_ERROR_CODES } from '@platform/contracts';
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
 * Pick colleagues of my network and send them the folder: one of mine, each colleague with a permission, or a Kimple
 * folder (`provider`), as a link. The choice starts empty at each opening; sending nobody is refused.
 */
function ColleagueShareModal({
  open,
  onClose,
  folderId,
  provider = false,
  send,
}: FolderModalProps & {
  provider?: boolean;
  /** sends to the picked colleagues; resolves once done (the modal then closes) */
  send: (picked: Picked) => Promise<unknown>;
}) {
  // my folder: the colleagues with their permission on it; a Kimple folder: just the colleagues
  const of = provider ? undefined : folderId;
  const users = useQuery({ queryKey: qk.users(of), queryFn: () => folderApi.users(of), enabled: open });
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
  const testId = provider ? 'share-provider-modal' : 'share-modal';
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
          {t(provider ? 'share.providerIntro' : 'share.intro')}
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
              withPermission={!provider}
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
export function ShareModal(props: FolderModalProps) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const { folderId } = props;
  return (
    <ColleagueShareModal
      {...props}
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
export function ShareProviderModal(props: FolderModalProps) {
  const { t, locale } = useRemoteT();
  return (
    <ColleagueShareModal
      {...props}
      provider
      send={async (picked) => {
        const r = await kimpleApi.share({
          folderId: props.folderId,
          recipientIds: [...picked.keys()],
          folderLocale: locale,
        });
        toast('success', t('share.providerDone', { count: r.sent }));
      }}
    />
  );
}
