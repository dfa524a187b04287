import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, HStack, LoadingState, Modal, Stack, Text, chakra } from '@platform/ui';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/platform';
import { anySelected, programComplete, resourceComplete, toPayload, toggleAll, toggleClass, toggleResource, type Selection } from './usedContent';
import * as courseApi from '@platform/api-client/academic-course';
import * as programApi from '@platform/api-client/educational-program';

function Toggle({ checked, onChange, label, strong }: { checked: boolean; onChange: () => void; label: string; strong?: boolean }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer" fontWeight={strong ? 'semibold' : 'normal'}>
      <chakra.input type="checkbox" role="switch" aria-checked={checked} checked={checked} onChange={onChange} />
      {label}
    </chakra.label>
  );
}

/** Register used content in two steps: toggle classes / resources / all, then academic course and confirm. */
export function UsedContentModal({ open, onClose, programId }: { open: boolean; onClose: () => void; programId: number }) {
  const { t, locale } = useT();
  const qc = useQueryClient();
  const [step, setStep] = useState<1 | 2>(1);
  const [sel, setSel] = useState<Selection>({});
  const [courseId, setCourseId] = useState<string>('');
  useEffect(() => { if (open) { setStep(1); setSel({}); setCourseId(''); } }, [open]);
  const plans = useQuery({ queryKey: ['explore', 'programClassPlans', programId, locale], queryFn: () => programApi.classPlans(programId), enabled: open });
  const courses = useQuery({ queryKey: ['explore', 'academicCourses', locale], queryFn: () => courseApi.academicCourses(), enabled: open && step === 2, retry: false });
  const rs = plans.data?.resources ?? [];
  const save = useMutation({
    mutationFn: () => courseApi.registerUsedContent(toPayload(programId, rs, sel, courses.data?.find((c) => String(c.id) === courseId))),
    onSuccess: () => { toast('success', t('usedContent.saved')); void qc.invalidateQueries({ queryKey: ['explore', 'usedContent', programId] }); void qc.invalidateQueries({ queryKey: ['explore', 'program', programId] }); onClose(); },
    onError: () => toast('error', t('usedContent.error')),
  });
  return (
    <Modal open={open} onClose={onClose} title={t('usedContent.title')} size="lg" data-testid="used-content-modal">
      <Text fontSize="sm" color="fg.muted" mb="3">{t('review.step', { step, total: 2 })}</Text>
      {plans.isPending ? <LoadingState /> : plans.isError ? <Text color="danger" role="alert">{t('errors.loadBody')}</Text> : step === 1 ? (
        <Stack gap="3">
          <Toggle strong checked={programComplete(rs, sel)} onChange={() => setSel((s) => toggleAll(s, rs))} label={t('usedContent.all')} />
          {rs.map((r) => (
            <Box key={r.resourceId} as="fieldset" borderWidth="1px" rounded="md" p="3">
              <chakra.legend srOnly>{r.title}</chakra.legend>
              <Toggle strong checked={resourceComplete({ resourceId: r.resourceId, classPlans: r.classPlans }, sel)} onChange={() => setSel((s) => toggleResource(s, r))} label={`${r.order}. ${r.title}`} />
              <Stack pl="6" mt="2" gap="1">
                {r.classPlans.map((c) => (
                  <Toggle key={c.id} checked={!!sel[r.resourceId]?.has(c.id)} onChange={() => setSel((s) => toggleClass(s, r.resourceId, c.id))} label={t('sections.classN', { n: c.classNumber, name: c.name })} />
                ))}
              </Stack>
            </Box>
          ))}
          <HStack justify="end"><Button colorPalette="brand" disabled={!anySelected(sel)} onClick={() => setStep(2)}>{t('actions.next')}</Button></HStack>
        </Stack>
      ) : (
        <Stack gap="3">
          <chakra.label htmlFor="uc-course" fontWeight="semibold">{t('usedContent.course')}</chakra.label>
          <chakra.select id="uc-course" value={courseId} onChange={(e) => setCourseId(e.target.value)} borderWidth="1px" rounded="md" p="2">
            <option value="">{t('usedContent.noCourse')}</option>
            {(courses.data ?? []).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </chakra.select>
          <Text data-testid="uc-summary">{programComplete(rs, sel) ? t('usedContent.programComplete') : t('usedContent.partial', { resources: rs.filter((r) => (sel[r.resourceId]?.size ?? 0) > 0).length, total: rs.length })}</Text>
          <HStack justify="space-between">
            <Button variant="ghost" onClick={() => setStep(1)}>{t('actions.back')}</Button>
            <Button colorPalette="brand" loading={save.isPending} onClick={() => save.mutate()}>{t('usedContent.save')}</Button>
          </HStack>
        </Stack>
      )}
    </Modal>
  );
}
