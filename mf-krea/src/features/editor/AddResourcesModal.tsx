import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, HStack, Input, Modal, Stack, Text, chakra } from '@platform/ui';
import { Field, Pager } from '@platform/ui/forms';
import { KREA_LIMITS, type KreaContent, type KreaResourceItem } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { ConfirmActions } from '../../components/modalParts';
import { useRemoteT, toast } from '@platform/remote-kit';

/**
 * "Add existing resources" to a content (krea.md §2, §6): the author's own resources or the published ones of their
 * network (GET /krea/Resource with the owner flag and ?text), 6 per page; the chosen ones are appended to the
 * content's list with PUT {id}/Resources. Native checkboxes and buttons: usable with the keyboard alone.
 */
export function AddResourcesModal({
  open,
  onClose,
  content,
  current,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  content: KreaContent;
  current: KreaResourceItem[];
  onDone: () => void;
}) {
  const { t } = useRemoteT();
  const [owner, setOwner] = useState(true);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    const h = setTimeout(() => {
      setQuery(text.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(h);
  }, [text]);
  useEffect(() => {
    if (!open) {
      setPicked([]);
      setText('');
      setQuery('');
      setPage(0);
    }
  }, [open]);
  const size = KREA_LIMITS.resourcePageSize;
  const list = useQuery({
    queryKey: ['krea', 'pick-resources', owner, query, page],
    queryFn: () => kreaApi.resources(owner, page, size, query || undefined),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const add = useMutation({
    mutationFn: () => kreaApi.setResources(content.id, [...current.map((r) => r.id), ...picked]),
    onSuccess: () => {
      toast('success', t('addResources.done', { count: picked.length }));
      onDone();
      onClose();
    },
    onError: () => toast('error', t('errors.save')),
  });
  const inContent = new Set(current.map((r) => r.id));
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const tab = (mine: boolean) => (
    <Button
      size="sm"
      variant={owner === mine ? 'solid' : 'outline'}
      aria-pressed={owner === mine}
      onClick={() => {
        setOwner(mine);
        setPage(0);
      }}
    >
      {mine ? t('addResources.mine') : t('addResources.network')}
    </Button>
  );
  return (
    <Modal open={open} onClose={onClose} title={t('addResources.title')} size="lg" data-testid="add-resources-modal">
      <Stack gap="3">
        <HStack role="group" aria-label={t('addResources.which')} gap="2">
          {tab(true)}
          {tab(false)}
        </HStack>
        <Field label={t('addResources.search')}>
          <Input
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
          />
        </Field>
        <chakra.fieldset>
          <chakra.legend srOnly>{t('addResources.results')}</chakra.legend>
          <Stack as="ul" listStyleType="none" gap="1" aria-busy={list.isFetching} minH="40">
            {(list.data?.data ?? []).map((r) => {
              const already = inContent.has(r.id);
              return (
                <chakra.li key={r.id} borderWidth="1px" rounded="md" p="2">
                  <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
                    <input
                      type="checkbox"
                      disabled={already}
                      checked={already || picked.includes(r.id)}
                      onChange={(e) =>
                        setPicked(e.target.checked ? [...picked, r.id] : picked.filter((x) => x !== r.id))
                      }
                    />
                    <chakra.span flex="1">{r.title || t('resourcesList.untitled')}</chakra.span>
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {already
                        ? t('addResources.already')
                        : r.available.length
                          ? r.available.map((l) => t(`lang.${l}`)).join(', ')
                          : t('addResources.notPublished')}
                    </Text>
                  </chakra.label>
                </chakra.li>
              );
            })}
          </Stack>
          {list.isSuccess && !list.data.data.length && (
            <Text role="status" fontSize="sm" color="fg.muted">
              {query ? t('addResources.noMatch', { text: query }) : t('addResources.empty')}
            </Text>
          )}
          {list.isError && (
            <Text role="alert" color="danger" fontSize="sm">
              {t('errors.load')}
            </Text>
          )}
        </chakra.fieldset>
        <Pager
          page={page}
          pages={pages}
          onChange={setPage}
          label={t('addResources.pages')}
          texts={{
            previous: t('addResources.prev'),
            previousShort: t('addResources.prev'),
            next: t('addResources.next'),
            nextShort: t('addResources.next'),
            pageOf: (n, of) => t('addResources.page', { page: n, pages: of }),
          }}
        />
        <ConfirmActions
          onCancel={onClose}
          label={t('addResources.submit', { count: picked.length })}
          onConfirm={() => add.mutate()}
          busy={add.isPending}
          disabled={!picked.length}
        />
      </Stack>
    </Modal>
  );
}
