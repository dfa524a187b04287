/**
 * A class's quick checks (issue 33, contract live.ts): up to 10 questions the teacher asks during the live class, each
 * multiple choice (2-6 options, one or more ticked correct) or short answer; one may be the close section's exit
 * ticket. Reordered and deleted here; errors at their fields. Only the checks that pass the contract are saved (see
 * ClassesStep), so a question being written never blocks the autosave of the rest.
 */
import { Box, Button, HStack, Heading, Input, Stack, Text, chakra } from '@platform/ui';
import { LIVE_LIMITS, QUICK_CHECK_KINDS, quickCheckSchema, type QuickCheck } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Field, Select } from '../../components/forms';

const newId = () => Math.random().toString(36).slice(2, 10);
const blankCheck = (): QuickCheck => ({
  id: newId(),
  kind: 'choice',
  prompt: '',
  options: [
    { id: newId(), text: '', correct: false },
    { id: newId(), text: '', correct: false },
  ],
  exitTicket: false,
});

export interface QuickCheckErrors {
  prompt?: string;
  options?: string;
  optionText: Record<string, string>;
}
/** What is wrong with a check, field by field (translation keys), or null when it can be saved. */
export function quickCheckErrors(q: QuickCheck): QuickCheckErrors | null {
  const e: QuickCheckErrors = { optionText: {} };
  if (!q.prompt.trim()) e.prompt = 'resource.quick.errors.prompt';
  if (q.kind === 'choice') {
    for (const o of q.options) if (!o.text.trim()) e.optionText[o.id] = 'resource.quick.errors.optionText';
    if (q.options.length < LIVE_LIMITS.optionsMin) e.options = 'resource.quick.errors.optionsMin';
    else if (!q.options.some((o) => o.correct)) e.options = 'resource.quick.errors.noCorrect';
  }
  const any = e.prompt || e.options || Object.keys(e.optionText).length;
  if (!any && !quickCheckSchema.safeParse(q).success) e.prompt = 'resource.quick.errors.invalid';
  return e.prompt || e.options || Object.keys(e.optionText).length ? e : null;
}
/** The checks the API will take: the others stay in the form until they are complete. */
export const savableChecks = (list: QuickCheck[] | undefined) => (list ?? []).filter((q) => !quickCheckErrors(q));

function CheckCard({
  q,
  i,
  count,
  id,
  ro,
  onChange,
  onMove,
  onRemove,
  onExit,
}: {
  q: QuickCheck;
  i: number;
  count: number;
  id: string;
  ro: boolean;
  onChange: (q: QuickCheck) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onExit: (on: boolean) => void;
}) {
  const { t } = useRemoteT();
  const errs = quickCheckErrors(q);
  const n = i + 1;
  const setOption = (oid: string, patch: Partial<QuickCheck['options'][number]>) =>
    onChange({ ...q, options: q.options.map((o) => (o.id === oid ? { ...o, ...patch } : o)) });
  return (
    <Box as="li" listStyleType="none" p="3" borderWidth="1px" rounded="md" data-testid="quick-check">
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h4" size="xs" id={`${id}-title`}>
            {t('resource.quick.n', { n })}
          </Heading>
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              disabled={ro || i === 0}
              aria-label={t('resource.quick.moveUp', { n })}
              onClick={() => onMove(-1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="ghost"
              disabled={ro || i === count - 1}
              aria-label={t('resource.quick.moveDown', { n })}
              onClick={() => onMove(1)}
            >
              ↓
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" disabled={ro} onClick={onRemove}>
              {t('resource.quick.remove', { n })}
            </Button>
          </HStack>
        </HStack>
        <Field id={`${id}-kind`} label={t('resource.quick.kind')}>
          <Select
            id={`${id}-kind`}
            value={q.kind}
            disabled={ro}
            empty={t('resource.choose')}
            options={QUICK_CHECK_KINDS.map((k) => [k, t(`resource.quick.kinds.${k}`)])}
            onChange={(v) => {
              if (v === 'short') onChange({ ...q, kind: 'short', options: [] });
              else if (v === 'choice')
                onChange({ ...blankCheck(), id: q.id, prompt: q.prompt, exitTicket: q.exitTicket });
            }}
          />
        </Field>
        <Field id={`${id}-prompt`} label={t('resource.quick.prompt')} required error={errs?.prompt && t(errs.prompt)}>
          <Input
            id={`${id}-prompt`}
            value={q.prompt}
            disabled={ro}
            maxLength={LIVE_LIMITS.promptMax}
            aria-invalid={errs?.prompt ? true : undefined}
            aria-describedby={errs?.prompt ? `${id}-prompt-error` : undefined}
            onChange={(e) => onChange({ ...q, prompt: e.target.value })}
          />
        </Field>
        {q.kind === 'choice' && (
          <chakra.fieldset disabled={ro} minW="0" aria-describedby={errs?.options ? `${id}-options-error` : undefined}>
            <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
              {t('resource.quick.options')}
            </chakra.legend>
            <Stack gap="2">
              {q.options.map((o, j) => (
                <Stack key={o.id} gap="1">
                  <HStack gap="2">
                    <chakra.label display="flex" gap="1" alignItems="center" fontSize="sm" flexShrink={0}>
                      <input
                        type="checkbox"
                        checked={o.correct}
                        aria-label={t('resource.quick.correct', { n: j + 1 })}
                        onChange={(e) => setOption(o.id, { correct: e.target.checked })}
                      />
                      <span aria-hidden="true">✓</span>
                    </chakra.label>
                    <Input
                      aria-label={t('resource.quick.option', { n: j + 1 })}
                      value={o.text}
                      maxLength={LIVE_LIMITS.optionMax}
                      aria-invalid={errs?.optionText[o.id] ? true : undefined}
                      aria-describedby={errs?.optionText[o.id] ? `${id}-o${j}-error` : undefined}
                      onChange={(e) => setOption(o.id, { text: e.target.value })}
                    />
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={t('resource.quick.removeOption', { n: j + 1 })}
                      disabled={q.options.length <= LIVE_LIMITS.optionsMin}
                      onClick={() => onChange({ ...q, options: q.options.filter((x) => x.id !== o.id) })}
                    >
                      ×
                    </Button>
                  </HStack>
                  {errs?.optionText[o.id] && (
                    <Text id={`${id}-o${j}-error`} color="danger" fontSize="sm">
                      {t(errs.optionText[o.id])}
                    </Text>
                  )}
                </Stack>
              ))}
              <Button
                size="xs"
                variant="outline"
                alignSelf="start"
                disabled={q.options.length >= LIVE_LIMITS.optionsMax}
                onClick={() => onChange({ ...q, options: [...q.options, { id: newId(), text: '', correct: false }] })}
              >
                + {t('resource.quick.addOption')}
              </Button>
              <Text fontSize="xs" color="fg.muted">
                {t('resource.quick.optionsHint', { min: LIVE_LIMITS.optionsMin, max: LIVE_LIMITS.optionsMax })}
              </Text>
              {errs?.options && (
                <Text id={`${id}-options-error`} role="alert" color="danger" fontSize="sm">
                  {t(errs.options)}
                </Text>
              )}
            </Stack>
          </chakra.fieldset>
        )}
        <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
          <input type="checkbox" checked={q.exitTicket} disabled={ro} onChange={(e) => onExit(e.target.checked)} />
          {t('resource.quick.exitTicket')}
        </chakra.label>
      </Stack>
    </Box>
  );
}

export function QuickChecks({
  p,
  list,
  ro,
  onChange,
}: {
  p: string;
  list: QuickCheck[];
  ro: boolean;
  onChange: (l: QuickCheck[]) => void;
}) {
  const { t } = useRemoteT();
  const max = LIVE_LIMITS.quickChecksPerClass;
  return (
    <Stack as="section" gap="2" aria-labelledby={`${p}-qc-title`} data-testid="quick-checks">
      <Heading as="h3" size="sm" id={`${p}-qc-title`}>
        {t('resource.quick.title', { n: list.length, max })}
      </Heading>
      <Text fontSize="xs" color="fg.muted">
        {t('resource.quick.hint')}
      </Text>
      <Stack as="ol" gap="2" ps="0">
        {list.map((q, i) => (
          <CheckCard
            key={q.id}
            q={q}
            i={i}
            count={list.length}
            id={`${p}-qc-${i + 1}`}
            ro={ro}
            onChange={(n) => onChange(list.map((x) => (x.id === q.id ? n : x)))}
            onMove={(by) => {
              const next = [...list];
              const [moved] = next.splice(i, 1);
              next.splice(i + by, 0, moved);
              onChange(next);
            }}
            onRemove={() => onChange(list.filter((x) => x.id !== q.id))}
            onExit={(on) => onChange(list.map((x) => ({ ...x, exitTicket: x.id === q.id ? on : false })))}
          />
        ))}
      </Stack>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={ro || list.length >= max}
        onClick={() => onChange([...list, blankCheck()])}
      >
        + {t('resource.quick.add')}
      </Button>
    </Stack>
  );
}
