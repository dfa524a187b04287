import { useEffect, useState } from 'react';
import { Button, HStack, Input, LoadingState, Modal, Stack, Text, chakra } from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@platform/api-client';
import type { ResourceDetail } from '@platform/contracts';
import type { ModalProps } from './modalProps';
import { useRemoteT, toast } from '@platform/remote-kit';
import * as programApi from '@platform/api-client/educational-program';
import * as resourceApi from '@platform/api-client/resource';
import * as sharingGroupApi from '@platform/api-client/sharing-group';

/** Share a resource with colleagues of my school network ('Select a teacher' when none picked). */
export function ShareColleaguesModal({
  open,
  onClose,
  resource,
  kind = 'resource',
}: ModalProps & {
  resource: { id: number; title: string; locale: ResourceDetail['locale'] };
  kind?: 'resource' | 'program';
}) {
  const { t } = useRemoteT();
  const [selected, setSelected] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (open) {
      setSelected([]);
      setTried(false);
      setFilter('');
    }
  }, [open]);
  const users = useQuery({ queryKey: ['explore', 'colleagues'], queryFn: resourceApi.colleagues, enabled: open });
  // a sharing group (issue 13) expands to its members who are still colleagues
  const groups = useQuery({
    queryKey: ['explore', 'sharing-groups'],
    queryFn: () => sharingGroupApi.byOwner(),
    enabled: open,
    staleTime: 0,
  });
  const colleagueIds = new Set((users.data ?? []).map((u) => u.userId));
  const membersOf = (g: { userSharingGroups: Array<{ userId: number }> }) =>
    g.userSharingGroups.map((m) => m.userId).filter((id) => colleagueIds.has(id));
  const toggleGroup = (ids: number[], on: boolean) =>
    setSelected((s) => (on ? [...new Set([...s, ...ids])] : s.filter((x) => !ids.includes(x))));
  const send = useMutation({
    mutationFn: () =>
      kind === 'resource'
        ? resourceApi.share({
            resourceId: resource.id,
            recipientIds: selected,
            resourceName: resource.title,
            resourceLocale: resource.locale,
            resourceLink: `${window.location.origin}/resource/${resource.id}`,
          })
        : programApi.share({
            programId: resource.id,
            recipientIds: selected,
            programName: resource.title,
            programLocale: resource.locale,
            programLink: `${window.location.origin}/program/${resource.id}`,
          }),
    onSuccess: () => {
      toast('success', t('colleagues.sent'));
      onClose();
    },
    onError: (e) =>
      toast('error', isApiError(e) && e.status === 403 ? t('colleagues.notColleague') : t('colleagues.error')),
  });
  const list = (users.data ?? []).filter((u) => `${u.name} ${u.email}`.toLowerCase().includes(filter.toLowerCase()));
  const submit = () => {
    setTried(true);
    if (selected.length) send.mutate();
  };
  return (
    <Modal open={open} onClose={onClose} title={t('colleagues.title')} data-testid="colleagues-modal">
      <Stack gap="3">
        <Input
          placeholder={t('colleagues.filter')}
          aria-label={t('colleagues.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <Text color="danger" role="alert">
            {t('errors.loadBody')}
          </Text>
        ) : (
          <>
            {!!groups.data?.length && (
              <chakra.fieldset>
                <chakra.legend fontWeight="semibold" fontSize="sm" mb="1">
                  {t('colleagues.groups')}
                </chakra.legend>
                {groups.data.map((g) => {
                  const ids = membersOf(g);
                  const on = ids.length > 0 && ids.every((id) => selected.includes(id));
                  return (
                    <chakra.label key={g.id} display="flex" gap="2" alignItems="center" py="1">
                      <input
                        type="checkbox"
                        checked={on}
                        disabled={!ids.length}
                        onChange={() => toggleGroup(ids, !on)}
                      />
                      <span>{g.name}</span>
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {t('colleagues.groupMembers', { count: ids.length })}
                      </Text>
                    </chakra.label>
                  );
                })}
              </chakra.fieldset>
            )}
            <chakra.fieldset maxH="64" overflowY="auto">
              <chakra.legend srOnly>{t('colleagues.legend')}</chakra.legend>
              {list.length === 0 && <Text color="fg.muted">{t('colleagues.none')}</Text>}
              {list.map((u) => (
                <chakra.label key={u.userId} display="flex" gap="2" alignItems="center" py="1">
                  <input
                    type="checkbox"
                    checked={selected.includes(u.userId)}
                    onChange={() =>
                      setSelected((s) => (s.includes(u.userId) ? s.filter((x) => x !== u.userId) : [...s, u.userId]))
                    }
                  />
                  <span>{u.name}</span>
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {u.email}
                  </Text>
                </chakra.label>
              ))}
            </chakra.fieldset>
          </>
        )}
        {tried && selected.length === 0 && (
          <Text color="danger" role="alert" fontSize="sm">
            {t('colleagues.selectTeacher')}
          </Text>
        )}
        <HStack justify="end">
          <Button colorPalette="brand" loading={send.isPending} onClick={submit}>
            {t('colleagues.send')}
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}
