import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { Field, Select } from '@platform/ui/forms';
import type { KreaContent } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import { qk } from '../lib/krea';
import { type Authors, Actions } from './modalParts';

/**
 * Create in team / invite collaborators (owner): editor, commenter, or none (remove access). The people to invite come
 * from AccountApi/GetAllUsersFromSchoolGroup (searched by name or email); only authors may be chosen.
 */
/**
 * Create in team / invite collaborators (krea.md §2, §6) of a content or, with `resource`, of a resource: the owner
 * invites authors of the network as editor or commenter, changes or removes them; the others see the team.
 */
export function CollaboratorsModal({
  open,
  onClose,
  content,
  resource,
}: {
  open: boolean;
  onClose: () => void;
  content?: KreaContent;
  resource?: { id: number; owner: boolean };
}) {
  const { t } = useRemoteT();
  const target = resource
    ? {
        key: ['krea', 'resourceAuthors', resource.id] as const,
        load: () => kreaApi.resourceAuthors(resource.id),
        save: (list: Authors) => kreaApi.setResourceAuthors(resource.id, list),
        owner: resource.owner,
      }
    : {
        key: qk.authors(content!.id),
        load: () => kreaApi.authors(content!.id),
        save: (list: Authors) => kreaApi.setAuthors(content!.id, list),
        owner: content!.permission === 'owner',
      };
  const authors = useQuery({
    queryKey: target.key,
    queryFn: target.load,
    enabled: open,
  });
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const h = setTimeout(() => setQuery(text.trim()), 300);
    return () => clearTimeout(h);
  }, [text]);
  const available = useQuery({
    queryKey: ['krea', 'schoolGroupUsers', query],
    queryFn: () => kreaApi.usersFromSchoolGroup(query || undefined),
    enabled: open && target.owner,
  });
  const [pick, setPick] = useState('');
  const [perm, setPerm] = useState<'editor' | 'commenter'>('editor');
  const set = useMutation({
    mutationFn: target.save,
    onSuccess: () => {
      toast('success', t('team.done'));
      void authors.refetch();
      setPick('');
    },
    onError: () => toast('error', t('errors.save')),
  });
  const current = authors.data ?? [];
  const candidates = (available.data ?? []).filter((a) => !current.some((c) => c.userId === a.userId));
  const owner = target.owner;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={resource ? t('team.resourceTitle') : t('team.title')}
      size="lg"
      data-testid="team-modal"
    >
      <Stack gap="4">
        {authors.isPending && (
          <Text role="status" fontSize="sm" color="fg.muted">
            {t('editor.loading')}
          </Text>
        )}
        {authors.isError && (
          <Text role="alert" color="danger" fontSize="sm">
            {t('errors.load')}
          </Text>
        )}
        {set.isError && (
          <Text role="alert" color="danger" fontSize="sm">
            {t('errors.save')}
          </Text>
        )}
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('team.current')}>
          {current.map((a) => (
            <HStack as="li" key={a.userId} justify="space-between" flexWrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">{a.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {a.email}
                </Text>
              </Stack>
              {a.permission === 'owner' || !owner ? (
                <Badge>{t(`permission.${a.permission}`)}</Badge>
              ) : (
                <Select
                  aria-label={t('team.permissionOf', { name: a.name })}
                  value={a.permission}
                  size="sm"
                  onChange={(e) =>
                    set.mutate([{ userId: a.userId, permission: e.target.value as 'editor' | 'commenter' | 'none' }])
                  }
                >
                  <option value="editor">{t('permission.editor')}</option>
                  <option value="commenter">{t('permission.commenter')}</option>
                  <option value="none">{t('permission.none')}</option>
                </Select>
              )}
            </HStack>
          ))}
        </Stack>
        {owner && (
          <Stack gap="2" borderTopWidth="1px" pt="3">
            <Field label={t('team.search')}>
              <Input type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
            </Field>
            <chakra.label htmlFor="team-pick" fontWeight="semibold" fontSize="sm">
              {t('team.invite')}
            </chakra.label>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
              <Select id="team-pick" flex="1" value={pick} onChange={(e) => setPick(e.target.value)}>
                <option value="">
                  {available.isSuccess && !candidates.length ? t('team.noMatch') : t('team.choose')}
                </option>
                {candidates.map((a) => (
                  <option key={a.userId} value={a.userId} disabled={!a.canCollaborate}>
                    {a.name} ({a.email}){a.canCollaborate ? '' : ` · ${t('team.notAuthor')}`}
                  </option>
                ))}
              </Select>
              <Select
                aria-label={t('team.permission')}
                value={perm}
                onChange={(e) => setPerm(e.target.value as 'editor' | 'commenter')}
              >
                <option value="editor">{t('permission.editor')}</option>
                <option value="commenter">{t('permission.commenter')}</option>
              </Select>
              <Button
                colorPalette="brand"
                disabled={!pick}
                loading={set.isPending}
                onClick={() => set.mutate([{ userId: Number(pick), permission: perm }])}
              >
                {t('team.add')}
              </Button>
            </Stack>
          </Stack>
        )}
        <Actions>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </Actions>
      </Stack>
    </Modal>
  );
}
