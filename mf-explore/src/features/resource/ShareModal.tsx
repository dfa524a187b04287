import { useEffect, useState } from 'react';
import { Button, HStack, Input, Link, Stack, Text, chakra, formatDate } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceDetail } from '@platform/contracts';
import type { ResourceModalProps } from './modalProps';
import { BackButton, StepLegend, StepModal } from './StepModal';
import { useRemoteT, toast } from '@platform/remote-kit';
import * as resourceApi from '@platform/api-client/resource';

/** Share with students in two steps (spec §4): select classes, then public link (copy) or classroom platform. */
export function ShareModal({ open, onClose, resource }: ResourceModalProps) {
  const { t } = useRemoteT();
  const classes = resource.teacherMaterial.classPlans;
  const [step, setStep] = useState<1 | 2>(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [platform, setPlatform] = useState<'link' | 'classroom'>('link');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (open) {
      setStep(1);
      setSelected(classes.map((c) => c.id));
      setCopied(false);
      link.reset();
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- reset only when the modal opens
  const qc = useQueryClient();
  const link = useMutation({
    mutationFn: () => resourceApi.shareableLink(resource.id, selected.length === classes.length ? [] : selected),
    onSuccess: () => void qc.invalidateQueries({ queryKey: linksKey(resource.id) }),
  });
  // the address the server hands out (the public origin, or the school's white-label host), not this tab's
  const absolute = link.data ? link.data.url : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(true);
      toast('success', t('share.copied'));
    } catch {
      setCopied(false);
      toast('error', t('share.copyError'));
    }
  };
  return (
    <StepModal open={open} onClose={onClose} title={t('share.title')} testId="share-modal" step={step}>
      {step === 1 ? (
        <chakra.fieldset>
          <StepLegend>{t('share.selectClasses')}</StepLegend>
          <Stack gap="1">
            {classes.map((c) => (
              <chakra.label key={c.id} display="flex" gap="2" alignItems="center">
                <input
                  type="checkbox"
                  checked={selected.includes(c.id)}
                  onChange={() => setSelected((s) => (s.includes(c.id) ? s.filter((x) => x !== c.id) : [...s, c.id]))}
                />
                {t('sections.classN', { n: c.classNumber, name: c.name })}
              </chakra.label>
            ))}
          </Stack>
          {selected.length === 0 && (
            <Text color="danger" fontSize="sm" mt="2" role="alert">
              {t('share.selectOneClass')}
            </Text>
          )}
          <HStack justify="end" mt="5">
            <Button
              colorPalette="brand"
              disabled={selected.length === 0}
              onClick={() => {
                setStep(2);
                link.mutate();
              }}
            >
              {t('actions.next')}
            </Button>
          </HStack>
          <SharedLinks resource={resource} />
        </chakra.fieldset>
      ) : (
        <Stack gap="3">
          <chakra.fieldset>
            <StepLegend>{t('share.platform')}</StepLegend>
            <HStack gap="4">
              {(['link', 'classroom'] as const).map((p) => (
                <chakra.label key={p} display="flex" gap="2" alignItems="center">
                  <input type="radio" name="share-platform" checked={platform === p} onChange={() => setPlatform(p)} />
                  {t(`share.${p}`)}
                </chakra.label>
              ))}
            </HStack>
          </chakra.fieldset>
          {link.isPending && <Text role="status">{t('share.generating')}</Text>}
          {link.isError && (
            <Text color="danger" role="alert">
              {t('share.linkError')}
            </Text>
          )}
          {link.data && platform === 'link' && (
            <HStack>
              <Input
                readOnly
                value={absolute}
                aria-label={t('share.publicLink')}
                data-testid="share-link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button onClick={() => void copy()} aria-live="polite">
                {copied ? t('share.copiedShort') : t('share.copy')}
              </Button>
            </HStack>
          )}
          {link.data && platform === 'classroom' && (
            <Link
              href={`https://classroom.google.com/share?url=${encodeURIComponent(absolute)}&title=${encodeURIComponent(resource.title)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.openClassroom')}
            </Link>
          )}
          <HStack justify="space-between" mt="2">
            <BackButton onClick={() => setStep(1)} />
            <Button onClick={onClose}>{t('actions.done')}</Button>
          </HStack>
        </Stack>
      )}
    </StepModal>
  );
}

const linksKey = (id: number) => ['explore', 'student-links', id] as const;

/**
 * My live student links of this resource, each with "stop sharing" (not shown in the spec, ADR 0011): a revoked link
 * answers students with the not-available page.
 */
function SharedLinks({ resource }: { resource: ResourceDetail }) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: linksKey(resource.id), queryFn: () => resourceApi.studentLinks(resource.id) });
  const revoke = useMutation({
    mutationFn: (id: number) => resourceApi.revokeStudentLink(id),
    onSuccess: () => {
      toast('success', t('share.revoked'));
      void qc.invalidateQueries({ queryKey: linksKey(resource.id) });
    },
    onError: () => toast('error', t('share.revokeError')),
  });
  const numbers = new Map(resource.teacherMaterial.classPlans.map((c) => [c.id, c.classNumber]));
  const classesOf = (ids: number[]) =>
    ids.length
      ? t('share.someClasses', { list: ids.map((id) => numbers.get(id) ?? '?').join(', ') })
      : t('share.allClasses');
  return (
    <chakra.section aria-labelledby="share-links-h" mt="6" pt="4" borderTopWidth="1px">
      <chakra.h3 id="share-links-h" fontWeight="semibold" mb="1">
        {t('share.active')}
      </chakra.h3>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('share.activeHint')}
      </Text>
      {q.isPending ? (
        <Text role="status">{t('share.loadingLinks')}</Text>
      ) : q.isError ? (
        <Text color="danger" role="alert">
          {t('share.linksError')}
        </Text>
      ) : !q.data.length ? (
        <Text fontSize="sm">{t('share.noActive')}</Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" aria-labelledby="share-links-h">
          {q.data.map((l) => {
            const href = l.url;
            return (
              <chakra.li
                key={l.id}
                display="flex"
                gap="3"
                alignItems="center"
                flexWrap="wrap"
                py="2"
                borderBottomWidth="1px"
              >
                <Stack gap="0" flex="1" minW="0">
                  <Link href={l.link} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                    {href}
                  </Link>
                  <Text fontSize="sm" color="fg.muted">
                    {classesOf(l.classIds)} · {t('share.createdOn', { date: formatDate(l.createdAt) })}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  aria-label={t('share.revokeLabel', { link: href })}
                  loading={revoke.isPending && revoke.variables === l.id}
                  onClick={() => revoke.mutate(l.id)}
                >
                  {t('share.revoke')}
                </Button>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
    </chakra.section>
  );
}
