import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as sharingGroupApi from '@platform/api-client/sharing-group';
import { Box, HStack, Input, Stack, Text, chakra } from '@platform/ui';
import { Field, Select } from '@platform/ui/forms';
import type { FolderUser, SharePermission } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';

export type Picked = Map<number, SharePermission>;
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Colleagues of the school network with a checkbox each (and, for folders, the permission to give: viewer or editor).
 * Colleagues who already have access are shown with it and cannot be picked again (the permissions dialog changes it).
 */
export function ColleaguePicker({
  users,
  picked,
  onChange,
  withPermission,
}: {
  users: FolderUser[];
  picked: Picked;
  onChange: (p: Picked) => void;
  withPermission: boolean;
}) {
  const { t } = useRemoteT();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = fold(search.trim());
    return q ? users.filter((u) => fold(u.name).includes(q) || u.email.includes(q)) : users;
  }, [users, search]);
  const toggle = (id: number) => {
    const n = new Map(picked);
    if (n.has(id)) n.delete(id);
    else n.set(id, 'Read');
    onChange(n);
  };
  const setPermission = (id: number, p: SharePermission) => {
    const n = new Map(picked);
    n.set(id, p);
    onChange(n);
  };
  // my sharing groups (issue 13): ticking one picks its members who can still be picked
  const groups = useQuery({
    queryKey: ['folders', 'sharing-groups'],
    queryFn: () => sharingGroupApi.byOwner(),
    staleTime: 0,
  });
  const pickable = new Set(users.filter((u) => u.permission === null).map((u) => u.userId));
  const membersOf = (g: { userSharingGroups: Array<{ userId: number }> }) =>
    g.userSharingGroups.map((m) => m.userId).filter((id) => pickable.has(id));
  const toggleGroup = (ids: number[], on: boolean) => {
    const n = new Map(picked);
    for (const id of ids) {
      if (on) {
        if (!n.has(id)) n.set(id, 'Read');
      } else n.delete(id);
    }
    onChange(n);
  };
  if (!users.length) return <Text color="fg.muted">{t('share.none')}</Text>;
  return (
    <Stack gap="3">
      {!!groups.data?.length && (
        <chakra.fieldset minW="0">
          <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
            {t('share.groups')}
          </chakra.legend>
          {groups.data.map((g) => {
            const ids = membersOf(g);
            const on = ids.length > 0 && ids.every((id) => picked.has(id));
            return (
              <chakra.label key={g.id} display="flex" gap="2" alignItems="center" py="1" fontSize="sm">
                <input type="checkbox" checked={on} disabled={!ids.length} onChange={() => toggleGroup(ids, !on)} />
                <span>{g.name}</span>
                <Text as="span" color="fg.muted" fontSize="xs">
                  {t('share.groupMembers', { count: ids.length })}
                </Text>
              </chakra.label>
            );
          })}
        </chakra.fieldset>
      )}
      <Field label={t('share.search')}>
        <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </Field>
      <chakra.fieldset minW="0">
        <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
          {t('share.colleagues')}
        </chakra.legend>
        <Stack as="ul" listStyleType="none" p="0" m="0" gap="1" maxH="72" overflowY="auto">
          {shown.length === 0 && (
            <Text as="li" color="fg.muted" fontSize="sm">
              {t('share.noMatch')}
            </Text>
          )}
          {shown.map((u) => {
            const id = `colleague-${u.userId}`;
            const has = u.permission !== null;
            const checked = picked.has(u.userId);
            return (
              <HStack
                as="li"
                key={u.userId}
                justify="space-between"
                gap="3"
                py="1"
                flexWrap="wrap"
                borderBottomWidth="1px"
                borderColor="border"
              >
                <chakra.label
                  htmlFor={id}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  flex="1"
                  minW="48"
                  cursor={has ? 'default' : 'pointer'}
                >
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked || has}
                    disabled={has}
                    onChange={() => toggle(u.userId)}
                    aria-label={t('share.select', { name: u.name })}
                  />
                  <Box minW="0">
                    <Text fontSize="sm" fontWeight="medium">
                      {u.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {u.email}
                      {u.schoolName ? ` · ${u.schoolName}` : ''}
                    </Text>
                  </Box>
                </chakra.label>
                {has && (
                  <Text fontSize="xs" color="fg.muted">
                    {t('share.already', { permission: t(`permission.${u.permission}`) })}
                  </Text>
                )}
                {!has && withPermission && (
                  <Select
                    size="sm"
                    w="auto"
                    _disabled={{ opacity: 0.5 }}
                    aria-label={t('share.permissionOf', { name: u.name })}
                    value={picked.get(u.userId) ?? 'Read'}
                    disabled={!checked}
                    onChange={(e) => setPermission(u.userId, e.target.value as SharePermission)}
                  >
                    <option value="Read">{t('permission.Read')}</option>
                    <option value="Edit">{t('permission.Edit')}</option>
                  </Select>
                )}
              </HStack>
            );
          })}
        </Stack>
      </chakra.fieldset>
    </Stack>
  );
}
export { Select };
