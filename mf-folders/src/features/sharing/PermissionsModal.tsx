import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, Modal, Stack, Text } from '@platform/ui';
import type { FolderUserPermission, SharePermission, UpdatePermissions } from '@platform/contracts';
import * as folderApi from '@platform/api-client/folder';
import { qk } from '../../lib/queries';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Select } from './ColleaguePicker';
import { QueryBody, type FolderModalProps } from './QueryBody';

/** The owner's view of who has access: change a colleague between viewer and editor, or take their access away. */
export function PermissionsModal({ open, onClose, folderId }: FolderModalProps) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const list = useQuery({
    queryKey: qk.permissions(folderId),
    queryFn: () => folderApi.userPermissions(folderId),
    enabled: open,
  });
  const [error, setError] = useState<string | null>(null);
  const update = useMutation({
    mutationFn: (body: UpdatePermissions) => folderApi.updatePermissions(body),
    onSuccess: async (next) => {
      qc.setQueryData(qk.permissions(folderId), next);
      setError(null);
      toast('success', t('permissions.saved'));
      await Promise.all([
        qc.invalidateQueries({ queryKey: qk.users(folderId) }),
        qc.invalidateQueries({ queryKey: qk.folderAny(folderId) }),
        qc.invalidateQueries({ queryKey: qk.mine }),
      ]);
    },
    onError: () => {
      setError(t('errors.generic'));
      void list.refetch();
    },
  });
  const others = (list.data ?? []).filter((p) => p.permission !== 'Owner');
  const owner = (list.data ?? []).find((p) => p.permission === 'Owner');
  return (
    <Modal open={open} onClose={onClose} title={t('permissions.title')} size="lg" data-testid="permissions-modal">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t('permissions.intro')}
        </Text>
        <QueryBody query={list}>
          {() => (
            <Box as="ul" aria-label={t('permissions.list')} listStyleType="none" p="0" m="0">
              {owner && (
                <Row p={owner}>
                  <Text fontSize="sm" fontWeight="semibold">
                    {t('permission.Owner')}
                  </Text>
                </Row>
              )}
              {others.map((p) => (
                <Row key={p.user.userId} p={p}>
                  <HStack gap="2">
                    <Select
                      aria-label={t('permissions.change', { name: p.user.name })}
                      value={p.permission}
                      disabled={update.isPending}
                      onChange={(e) =>
                        update.mutate({
                          folderId,
                          userPermissions: [
                            { user: { userId: p.user.userId }, permission: e.target.value as SharePermission },
                          ],
                        })
                      }
                    >
                      <option value="Read">{t('permission.Read')}</option>
                      <option value="Edit">{t('permission.Edit')}</option>
                    </Select>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('permissions.removeLabel', { name: p.user.name })}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ folderId, removedUserIds: [p.user.userId] })}
                    >
                      {t('permissions.remove')}
                    </Button>
                  </HStack>
                </Row>
              ))}
            </Box>
          )}
        </QueryBody>
        {list.data && others.length === 0 && <Text fontSize="sm">{t('permissions.onlyOwner')}</Text>}
        {error && (
          <Text role="alert" color="danger" fontSize="sm">
            {error}
          </Text>
        )}
        <HStack justify="end">
          <Button onClick={onClose}>{t('detail.close')}</Button>
        </HStack>
      </Stack>
    </Modal>
  );
}

function Row({ p, children }: { p: FolderUserPermission; children: React.ReactNode }) {
  return (
    <HStack as="li" justify="space-between" gap="3" py="2" flexWrap="wrap" borderBottomWidth="1px" borderColor="border">
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {p.user.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {p.user.email}
        </Text>
      </Box>
      {children}
    </HStack>
  );
}
