import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@platform/router';
import { TEAM_FILTERS, TEAM_PAGE_SIZES, type TeamUserDto } from '@platform/contracts';
import { Button, HStack, Stack, Text, chakra } from '@platform/ui';
import * as schoolApi from '@platform/api-client/school';
import * as accountApi from '@platform/api-client/account';
import { useUserInfo } from '@platform/session';
import { useRemoteT, toast } from '@platform/remote-kit';
import { Avatar, Page, boxed, column, pageStatus, row } from '../../components/layout';
import { SelectField } from '../../components/fields';
import { StatusBadge } from './StatusBadge';
import { InviteModal } from './InviteModal';
import { EditMemberModal } from './EditMemberModal';
import { ConfirmModal } from '../../components/ConfirmModal';

/** /profile/team/{schoolId}: the school's team, paged and filtered; managers and admins invite, resend, edit and remove. */
export function TeamScreen() {
  const { t, locale } = useRemoteT();
  const qc = useQueryClient();
  const schoolId = Number(useParams().schoolId);
  const me = useUserInfo();
  const isAdmin = !!me?.primaryRoles.some((r) => r.name === 'Admin');
  const [filter, setFilter] = useState(0);
  const [pageSize, setPageSize] = useState<number>(10);
  const [page, setPage] = useState(0);
  // a new filter or page size shows its first page
  const fromFirstPage = (set: (n: number) => void) => (v: string) => {
    set(Number(v));
    setPage(0);
  };
  const [selected, setSelected] = useState<number[]>([]);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<TeamUserDto | null>(null);
  const [removing, setRemoving] = useState<number[] | null>(null);
  const school = useQuery({
    queryKey: ['profile', 'school', schoolId, locale],
    queryFn: () => schoolApi.byId(schoolId),
    enabled: schoolId > 0,
    staleTime: 0,
  });
  const team = useQuery({
    queryKey: ['profile', 'team', schoolId, filter, pageSize, page, locale],
    queryFn: () => schoolApi.team(schoolId, { pageNumber: page, pageSize, filter }),
    enabled: schoolId > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  useEffect(() => {
    setSelected([]);
  }, [filter, pageSize, page]);
  const refresh = () => qc.invalidateQueries({ queryKey: ['profile', 'team', schoolId] });
  const canManage = !!school.data?.canEdit;
  // §4 select all: admin every member, otherwise only teachers (never oneself)
  const selectable = (u: TeamUserDto) =>
    canManage &&
    u.userId !== me?.userId &&
    u.role !== 'Admin' &&
    (isAdmin || u.role === 'Teacher' || u.role === 'Trial');
  const rows = team.data?.data ?? [];
  const selectableIds = rows.filter(selectable).map((u) => u.userId);
  const allSelected = selectableIds.length > 0 && selectableIds.every((id) => selected.includes(id));

  const resend = useMutation({
    mutationFn: (ids: number[]) => accountApi.resendInvitation(schoolId, ids),
    onSuccess: async (r) => {
      await refresh();
      toast('success', t('team.resent', { count: r.sent.length }));
      setSelected([]);
    },
    onError: () => toast('error', t('team.errors.invite')),
  });
  // who is being removed, by name (the list's name, else the email): said in the dialog and in the toast
  const nameOf = (id: number) => {
    const u = rows.find((r) => r.userId === id);
    return u ? (u.name ?? u.email) : String(id);
  };
  const removingNames = (removing ?? []).map(nameOf);
  const remove = useMutation({
    mutationFn: (ids: number[]) => schoolApi.removeMembers(schoolId, ids),
    onSuccess: async (_r, ids) => {
      const names = ids.map(nameOf);
      await refresh();
      toast('success', t('team.removedNamed', { count: names.length, name: names[0] }));
      setSelected([]);
      setRemoving(null);
    },
    onError: () => {
      toast('error', t('team.errors.remove'));
      setRemoving(null);
    },
  });
  const resendable = selected.filter((id) => rows.find((u) => u.userId === id)?.invitationStatus !== 'confirmed');

  if (school.isError || team.isError || school.isPending || team.isPending)
    return pageStatus(t('team.title'), school.isError || team.isError);
  const data = team.data;
  return (
    <Page
      title={t('team.title')}
      actions={
        canManage ? (
          <Button colorPalette="brand" onClick={() => setInviteOpen(true)}>
            {t('team.invite')}
          </Button>
        ) : undefined
      }
    >
      <Text color="fg.muted" data-testid="team-school">
        {school.data.name} · {t('team.count', { count: data.totalCount })}
      </Text>
      <chakra.div display="flex" flexWrap="wrap" gap="3" alignItems="end">
        <SelectField
          id="team-filter"
          label={t('team.filter')}
          value={filter}
          onChange={fromFirstPage(setFilter)}
          w="auto"
        >
          {Object.entries(TEAM_FILTERS).map(([k, v]) => (
            <option key={k} value={v}>
              {t(`team.filters.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="team-size"
          label={t('team.pageSize')}
          value={pageSize}
          onChange={fromFirstPage(setPageSize)}
          w="auto"
        >
          {TEAM_PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        {canManage && (
          <HStack gap="2" flexWrap="wrap">
            <Button
              variant="outline"
              disabled={!resendable.length}
              loading={resend.isPending}
              onClick={() => resend.mutate(resendable)}
            >
              {t('team.resend')}
            </Button>
            <Button
              variant="outline"
              colorPalette="red"
              disabled={!selected.length}
              onClick={() => setRemoving(selected)}
            >
              {t('team.remove')}
            </Button>
          </HStack>
        )}
      </chakra.div>
      {canManage && selectableIds.length > 0 && (
        <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
          <input type="checkbox" checked={allSelected} onChange={() => setSelected(allSelected ? [] : selectableIds)} />
          {t('team.selectAll')}
        </chakra.label>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('team.empty')}</Text>
      ) : (
        <chakra.ul aria-label={t('team.listLabel')} {...column('2')}>
          {rows.map((u) => (
            <chakra.li key={u.userId} {...boxed} p="3" {...row} data-testid="team-member">
              {canManage && (
                <input
                  type="checkbox"
                  aria-label={t('team.select', { name: u.name ?? u.email })}
                  disabled={!selectable(u)}
                  checked={selected.includes(u.userId)}
                  onChange={() =>
                    setSelected((s) => (s.includes(u.userId) ? s.filter((x) => x !== u.userId) : [...s, u.userId]))
                  }
                />
              )}
              <Avatar src={u.avatar} name={u.name ?? u.email} size="40px" />
              <Stack gap="0" flex="1" minW="0" flexBasis="180px">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {u.name ?? u.email}
                </Text>
                {u.name && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    {u.email}
                  </Text>
                )}
                <Text fontSize="sm">
                  {t(`roles.${u.role}`)}
                  {u.educationalLevels.length ? ` · ${u.educationalLevels.map((l) => l.name).join(', ')}` : ''}
                </Text>
              </Stack>
              <StatusBadge status={u.invitationStatus} />
              {canManage && selectable(u) && (
                <HStack gap="1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setEditing(u)}
                    aria-label={t('team.editOf', { name: u.name ?? u.email })}
                  >
                    {t('team.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => setRemoving([u.userId])}
                    aria-label={t('team.removeOf', { name: u.name ?? u.email })}
                  >
                    {t('team.removeOne')}
                  </Button>
                </HStack>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {data.pages > 1 && (
        <chakra.nav
          aria-label={t('team.pagination')}
          display="flex"
          gap="2"
          alignItems="center"
          justifyContent="center"
        >
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('team.prev')}
          </Button>
          <Text fontSize="sm">{t('team.page', { page: page + 1, pages: data.pages })}</Text>
          <Button size="sm" variant="outline" disabled={page + 1 >= data.pages} onClick={() => setPage((p) => p + 1)}>
            {t('team.next')}
          </Button>
        </chakra.nav>
      )}
      <InviteModal
        open={inviteOpen}
        onClose={() => setInviteOpen(false)}
        schoolId={schoolId}
        levels={school.data.educationalLevels}
        onDone={refresh}
      />
      <EditMemberModal
        member={editing}
        onClose={() => setEditing(null)}
        schoolId={schoolId}
        levels={school.data.educationalLevels}
        onDone={refresh}
      />
      <ConfirmModal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('team.removeTitle')}
        testId="remove-modal"
        confirmLabel={t('team.removeConfirm')}
        onConfirm={() => remove.mutate(removing!)}
        busy={remove.isPending}
      >
        <Text>{t('team.removeBodyNamed', { count: removingNames.length, name: removingNames[0] })}</Text>
        {removingNames.length > 1 && (
          <chakra.ul pl="5" data-testid="removing-names">
            {removingNames.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </chakra.ul>
        )}
      </ConfirmModal>
    </Page>
  );
}
