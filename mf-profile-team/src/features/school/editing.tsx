/** What the school and school group edit screens share: the edit copy, the gate before the form, save and return. */
import { useEffect, useState, type ComponentProps, type ReactElement, type ReactNode, type Ref } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Text } from '@platform/ui';
import { useRemoteT, goTo, toast } from '@platform/remote-kit';
import { ColumnForm, FormActions, Page, Section, pageStatus } from '../../components/layout';
import { LevelsField } from '../../components/fields';
import { LogoPicker } from './LogoPicker';

/**
 * The form's own copy of loaded data: `take(data)` (the form's reset to it) once the data is there, once (a reload
 * keeps what is typed). false until then.
 */
export function useTakeOnce<D>(data: D | undefined, take: (d: D) => void) {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (data && !taken) {
      take(data);
      setTaken(true);
    }
    // take is the screen's own mapping: taking the data once is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, taken]);
  return taken;
}

/**
 * What an edit screen shows instead of its form, in order: nothing to edit (`none`), the error, the spinner (data or
 * edit copy not there), read only (not `canEdit`). null: show the form.
 */
export function editGate(
  title: string,
  none: string | null,
  query: { isError: boolean; data?: { canEdit: boolean } },
  ready: boolean,
  readOnly: string,
): ReactElement | null {
  if (none !== null)
    return (
      <Page title={title}>
        <Text>{none}</Text>
      </Page>
    );
  if (query.isError || !ready || !query.data) return pageStatus(title, query.isError);
  if (!query.data.canEdit)
    return (
      <Page title={title}>
        <Text role="alert">{readOnly}</Text>
      </Page>
    );
  return null;
}

/** Save, then read the entity again (`['profile', kind]`), say so and go back to its page. */
export function useSaveAndReturn(
  kind: 'school' | 'group',
  save: () => Promise<unknown>,
  back: string,
  onError: (e: unknown) => void,
) {
  const { t } = useRemoteT();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: ['profile', kind] });
      toast('success', t(`${kind}.saved`));
      goTo(back);
    },
    onError,
  });
}

/**
 * The form of the school's or the group's edit screen: one section with the logo, the screen's own fields and the
 * educational levels; then Cancel (back to `back`) and Save.
 */
export function EditForm({
  kind,
  title,
  onSubmit,
  formRef,
  logo,
  levels: [levels, onLevels],
  back,
  saving,
  children,
}: {
  kind: 'school' | 'group';
  title: string;
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
  logo: Omit<ComponentProps<typeof LogoPicker>, 'area'>;
  levels: [number[], (v: number[]) => void];
  back: string;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useRemoteT();
  return (
    <Page title={title}>
      <ColumnForm onSubmit={onSubmit} label={title} formRef={formRef}>
        <Section title={t(`${kind}.data`)} labelledBy={`${kind}-edit`}>
          <LogoPicker area={kind === 'school' ? 'Schools' : 'SchoolGroup'} {...logo} />
          {children}
          <LevelsField name={`${kind}-levels`} value={levels} onChange={onLevels} />
        </Section>
        <FormActions onCancel={() => goTo(back)} saving={saving} />
      </ColumnForm>
    </Page>
  );
}
