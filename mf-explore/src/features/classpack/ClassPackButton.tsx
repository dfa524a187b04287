/**
 * "Class pack" (issue 19, docs/decisions/0031-class-pack.md): asks the API for the printable PDF of a resource (teacher
 * tab) or a program, shows that it is being made (an indeterminate progress bar: the server renders the whole PDF before
 * it answers), then saves it. "Choose classes" opens a list of checkboxes (every class ticked by default; a program's
 * classes are grouped by resource and loaded when the list is first opened); the pack then holds only the ticked ones
 * (`classIds`, sent only when some class is left out). Kept in its own file (a lazy chunk with its texts): the resource
 * and program pages only place it.
 */
import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Box, Button, HStack, Stack, Text, chakra } from '@platform/ui';
import type { ExploreLocale } from '@platform/contracts';
import * as resourceApi from '@platform/api-client/resource';
import * as programApi from '@platform/api-client/educational-program';
import { useClassPackT } from './i18n';
import { toast } from '@platform/remote-kit';

/** "Start live class" (issue 33): in this chunk, with its texts (classpack.json `live`). */
export { default as LiveStart } from './LiveStart';

/** A class the teacher can leave out of the pack. */
export interface PackClassOption {
  id: number;
  classNumber: number;
  name: string;
  minutes: number;
}

/** Saves a blob under `name` (an object URL clicked by a temporary link). */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export default function ClassPackButton({
  kind,
  id,
  locale,
  size = 'sm',
  classes,
}: {
  kind: 'resource' | 'program';
  id: number;
  locale: ExploreLocale;
  size?: 'xs' | 'sm' | 'md';
  /** A resource's classes (the page has them); a program's are loaded when the chooser opens. */
  classes?: PackClassOption[];
}) {
  const { t, locale: uiLocale } = useClassPackT('classPack');
  const [done, setDone] = useState(false);
  const [open, setOpen] = useState(false);
  /** Classes left out (so every class, also one loaded later, is in by default). */
  const [out, setOut] = useState<ReadonlySet<number>>(new Set());
  const uid = useId();
  const panelId = `class-pack-classes-${uid}`;
  const statusId = `class-pack-status-${kind}-${id}`;

  // the program page's own query (same key: shared with its "Classes" section)
  const programClasses = useQuery({
    queryKey: ['explore', 'programClassPlans', id, uiLocale],
    queryFn: () => programApi.classPlans(id),
    enabled: kind === 'program' && open,
  });
  const groups = useMemo<Array<{ key: string; title: string | null; classes: PackClassOption[] }>>(() => {
    if (kind === 'resource') return [{ key: 'r', title: null, classes: classes ?? [] }];
    return (programClasses.data?.resources ?? [])
      .filter((r) => r.classPlans.length)
      .map((r) => ({
        key: String(r.resourceId),
        title: r.title,
        classes: r.classPlans.map((c) => ({
          id: c.id,
          classNumber: c.classNumber,
          name: c.name,
          minutes: c.minutesDuration,
        })),
      }));
  }, [kind, classes, programClasses.data]);
  const all = groups.flatMap((g) => g.classes.map((c) => c.id));
  const chosen = all.filter((x) => !out.has(x));
  const someOut = all.length > 0 && chosen.length < all.length;
  const none = all.length > 0 && chosen.length === 0;
  // a resource of one class has nothing to choose
  const canChoose = kind === 'program' || (classes?.length ?? 0) > 1;

  const m = useMutation({
    mutationFn: (ids: number[] | undefined) =>
      kind === 'resource' ? resourceApi.classPack(id, locale, ids) : programApi.classPack(id, locale, ids),
    onMutate: () => setDone(false),
    onSuccess: (blob) => {
      save(blob, `${kind}-${id}-class-pack-${locale}.pdf`);
      setDone(true);
    },
    onError: () => toast('error', t('error')),
  });

  const toggle = (classId: number, on: boolean) =>
    setOut((prev) => {
      const next = new Set(prev);
      if (on) next.delete(classId);
      else next.add(classId);
      return next;
    });

  return (
    <Box data-testid="class-pack">
      <HStack gap="2" wrap="wrap">
        <Button
          size={size}
          variant="outline"
          colorPalette="brand"
          onClick={() => m.mutate(someOut ? chosen : undefined)}
          disabled={m.isPending || none}
          aria-describedby={statusId}
          data-testid="class-pack-button"
        >
          {t('button')}
        </Button>
        {canChoose && (
          <Button
            size={size}
            variant="ghost"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            data-testid="class-pack-choose"
          >
            {t('choose')}
          </Button>
        )}
      </HStack>
      {canChoose && open && (
        <Box id={panelId} mt="2" data-testid="class-pack-classes">
          {kind === 'program' && programClasses.isPending && (
            <Text fontSize="xs" color="fg.muted" role="status">
              {t('loadingClasses')}
            </Text>
          )}
          {kind === 'program' && programClasses.isError && (
            <Text fontSize="xs" color="fg.error" role="alert">
              {t('classesError')}
            </Text>
          )}
          {all.length > 0 && (
            <Stack gap="2">
              <HStack gap="2" wrap="wrap">
                <Button size="xs" variant="outline" onClick={() => setOut(new Set())} disabled={!someOut}>
                  {t('selectAll')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => setOut(new Set(all))} disabled={none}>
                  {t('selectNone')}
                </Button>
              </HStack>
              {groups.map((g) => (
                <chakra.fieldset key={g.key} borderWidth="1px" borderColor="border" rounded="md" p="2" minW="0">
                  <chakra.legend fontWeight="semibold" fontSize="sm" px="1">
                    {g.title ?? t('classesLegend')}
                  </chakra.legend>
                  <Stack gap="1">
                    {g.classes.map((c) => (
                      <chakra.label key={c.id} display="flex" gap="2" alignItems="center" fontSize="sm">
                        <input
                          type="checkbox"
                          checked={!out.has(c.id)}
                          onChange={(e) => toggle(c.id, e.target.checked)}
                        />
                        {t('classOption', { n: c.classNumber, name: c.name, minutes: c.minutes })}
                      </chakra.label>
                    ))}
                  </Stack>
                </chakra.fieldset>
              ))}
              <Text fontSize="xs" color="fg.muted" aria-live="polite">
                {t('chosen', { count: chosen.length, total: all.length })}
              </Text>
              {none && (
                <Text fontSize="xs" color="fg.error" role="alert">
                  {t('noneChosen')}
                </Text>
              )}
            </Stack>
          )}
        </Box>
      )}
      <Box id={statusId} aria-live="polite" mt={m.isPending || done ? '2' : '0'}>
        {m.isPending && (
          <>
            <chakra.progress display="block" w="full" maxW="60" h="2" aria-label={t('progress')} />
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('preparing')}
            </Text>
          </>
        )}
        {done && !m.isPending && (
          <Text fontSize="xs" color="fg.muted">
            {t('done')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
