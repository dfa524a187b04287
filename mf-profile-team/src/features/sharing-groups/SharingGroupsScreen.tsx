import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SharingGroupDto } from '@platform/contracts';
import { Button, ErrorState, HStack, Input, LoadingState, Stack, Text, chakra } from '@platform/ui';
import * as groupApi from '@platform/api-client/sharing-group';
import * as resourceApi from '@platform/api-client/resource';
import { useRemoteT, toast } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { Page, Section } from '../../components/layout';
import { ConfirmModal } from '../../components/ConfirmModal';
import { CheckGroup } from '@platform/ui/forms';
import { FormModal } from '../../components/FormModal';
import { TextField } from '../../components/fields';

const KEY = ['profile', 'sharing-groups'] as const;

/** /profile/sharing-groups: my groups of colleagues (same school network) to share resources, programs and folders with. */
export function SharingGroupsScreen() {
  const { t } = useRemoteT();
  const groups = useQuery({ queryKey: KEY, queryFn: () => groupApi.byOwner(), staleTime: 0 });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<SharingGroupDto | null>(null);
  const [deleting, setDeleting] = useState<SharingGroupDto | null>(null);
  const qc = useQueryClient();
  const del = useMutation({
    mutationFn: (id: number) => groupApi.remove(id),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: KEY });
      toast('success', t('groups.deleted'));
      setDeleting(null);
    },
    onError: () => toast('error', t('errors.save')),
  });
  return (
    <Page
      title={t('groups.title')}
      actions={
        <Button colorPalette="brand" onClick={() => setCreating(true)}>
          {t('groups.create')}
        </Button>
      }
    >
      <Text color="fg.muted">{t('groups.intro')}</Text>
      {groups.isPending ? (
        <LoadingState />
      ) : groups.isError ? (
        <ErrorState />
      ) : groups.data.length === 0 ? (
        <Text>{t('groups.empty')}</Text>
      ) : (
        <Stack gap="3">
          {groups.data.map((g) => (
            <Section key={g.id} title={g.name} labelledBy={`group-${g.id}`}>
              <Text fontSize="sm" color="fg.muted">
                {t('groups.members', { count: g.userSharingGroups.length })}
              </Text>
              <chakra.ul display="flex" flexWrap="wrap" gap="2">
                {g.userSharingGroups.map((m) => (
                  <chakra.li key={m.userId} borderWidth="1px" rounded="full" px="3" py="1" fontSize="sm">
                    {m.name}
                  </chakra.li>
                ))}
              </chakra.ul>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(g)}
                  aria-label={t('groups.editOf', { name: g.name })}
                >
                  {t('groups.edit')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setDeleting(g)}
                  aria-label={t('groups.deleteOf', { name: g.name })}
                >
                  {t('groups.delete')}
                </Button>
              </HStack>
            </Section>
          ))}
        </Stack>
      )}
      <GroupModal
        open={creating || !!editing}
        group={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmModal
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={t('groups.deleteTitle')}
        testId="delete-group-modal"
        confirmLabel={t('groups.delete')}
        onConfirm={() => del.mutate(deleting!.id)}
        busy={del.isPending}
      >
        <Text>{t('groups.deleteBody', { name: deleting?.name ?? '' })}</Text>
      </ConfirmModal>
    </Page>
  );
}

/** Create, or rename and change the members of, a sharing group (colleagues of my school network only). */
function GroupModal({ open, group, onClose }: { open: boolean; group: SharingGroupDto | null; onClose: () => void }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const colleagues = useQuery({ queryKey: ['profile', 'colleagues'], queryFn: resourceApi.colleagues, enabled: open });
  const [name, setName] = useState('');
  const [members, setMembers] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setName(group?.name ?? '');
      setMembers(group?.userSharingGroups.map((m) => m.userId) ?? []);
      setFilter('');
      setError(null);
      setFormError(null);
    }
  }, [open, group]);
  const save = useMutation({
    mutationFn: async () => {
      if (!group)
        return groupApi.create({ name: name.trim(), userSharingGroups: members.map((userId) => ({ userId })) });
      const before = group.userSharingGroups.map((m) => m.userId);
      const add = members.filter((m) => !before.includes(m));
      const drop = before.filter((m) => !members.includes(m));
      if (name.trim() !== group.name) await groupApi.rename(group.id, name.trim());
      if (add.length) await groupApi.addMembers(group.id, add);
      if (drop.length) await groupApi.removeMembers(group.id, drop);
      return group;
    },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: KEY });
      toast('success', group ? t('groups.saved') : t('groups.created'));
      onClose();
    },
    onError: (e) => {
      const c = codeOf(e);
      if (c === 'SHARING_GROUP_NAME_REPEATED') setError(t('groups.repeated'));
      else if (c === 'NOT_COLLEAGUE') setFormError(t('groups.notColleague'));
      else setFormError(t('errors.save'));
    },
  });
  const list = (colleagues.data ?? []).filter((c) =>
    `${c.name} ${c.email}`.toLowerCase().includes(filter.toLowerCase()),
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={group ? t('groups.editTitle') : t('groups.createTitle')}
      errorTitle={formError ?? undefined}
      size="lg"
      data-testid="group-modal"
      onSubmit={() => {
        if (!name.trim()) setError(t('errors.required'));
        else save.mutate();
      }}
      busy={save.isPending}
    >
      <TextField
        id="group-name"
        label={t('groups.name')}
        error={error}
        value={name}
        maxLength={100}
        onChange={(v) => {
          setName(v);
          setError(null);
        }}
      />
      <Input
        placeholder={t('groups.filter')}
        aria-label={t('groups.filter')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      {colleagues.isPending ? (
        <LoadingState />
      ) : (
        <chakra.div maxH="64" overflowY="auto">
          <CheckGroup
            legend={t('groups.colleagues')}
            name="group-members"
            items={list.map((c) => ({ id: c.userId, name: c.name, hint: c.schoolName }))}
            value={members}
            onChange={setMembers}
          />
        </chakra.div>
      )}
    </FormModal>
  );
}
