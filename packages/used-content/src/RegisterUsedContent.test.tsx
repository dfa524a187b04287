import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { changeLanguage } from '@platform/i18n';
import { PlatformProvider } from '@platform/ui';
import { bus } from '@platform/event-bus';
import { sessionStore, userInfoAtom, type UserInfo } from '@platform/session';
import type { UsedContentRecordInput } from '@platform/contracts';
import { RegisterUsedContent } from './RegisterUsedContent';
import type { UsedContentApi } from './api';

const plans = {
  resources: [
    {
      resourceId: 7,
      title: 'Robots recicladores',
      order: 1,
      classPlans: [
        { id: 101, classNumber: 1, name: 'Sesión 1', minutesDuration: 45 },
        { id: 102, classNumber: 2, name: 'Sesión 2', minutesDuration: 45 },
      ],
    },
    {
      resourceId: 8,
      title: 'Huerto lunar',
      order: 2,
      classPlans: [{ id: 201, classNumber: 1, name: 'Única', minutesDuration: 45 }],
    },
  ],
};

function fakeApi(over: Partial<UsedContentApi> = {}) {
  const sent: UsedContentRecordInput[] = [];
  const api: UsedContentApi = {
    classPlans: async () => plans,
    courses: async (schoolId) =>
      schoolId === 2 ? [{ id: 21, name: '1º ESO' }] : [{ id: 11, name: '4º Primaria', academicGrade: { id: 4 } }],
    schools: async () => ({
      access: 'real',
      scope: 'school',
      schools: [
        { id: 1, name: 'Colegio Norte' },
        { id: 2, name: 'Colegio Sur' },
      ],
      defaultSchoolId: 1,
      coverage: true,
    }),
    programs: async () => ({
      data: [
        { id: 3, name: 'Programa verde' },
        { id: 4, name: 'Programa azul' },
      ] as never,
      totalCount: 2,
      pages: 1,
      totalPages: 1,
      pageNumber: 0,
      pageSize: 50,
    }),
    register: async (body) => {
      sent.push(body);
      return { id: 1 } as never;
    },
    ...over,
  };
  return { api, sent };
}
function setUser(primary: string) {
  sessionStore.set(userInfoAtom, {
    userId: 1,
    email: 'u@x.test',
    primaryRoles: [{ name: primary }],
    secondaryRoles: [],
    educationalLevels: [],
    baseLicenses: [],
    schoolId: 1,
    schoolName: 'Colegio Norte',
  } as unknown as UserInfo);
}
async function open(api: UsedContentApi, programId?: number, lang: 'es' | 'en' = 'es') {
  await act(async () => {
    await changeLanguage(lang);
  });
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <PlatformProvider>
      <QueryClientProvider client={qc}>
        <RegisterUsedContent open onClose={onClose} api={api} programId={programId} onSaved={onSaved} />
      </QueryClientProvider>
    </PlatformProvider>,
  );
  return {
    dialog: await screen.findByRole('dialog', {
      name: lang === 'es' ? 'Registrar contenido utilizado' : 'Register used content',
    }),
    onSaved,
    onClose,
  };
}

jest.setTimeout(30_000);

test('two steps in Spanish: course, month and experience, then classes; the payload follows the completeness rules', async () => {
  setUser('Teacher');
  const { api, sent } = fakeApi();
  const { dialog, onSaved } = await open(api, 3);
  expect(within(dialog).getByText(/Paso 1 de 2/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Colegio')).toBeDisabled();
  await within(dialog).findByRole('option', { name: '4º Primaria' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Curso académico'), '11');
  await userEvent.type(within(dialog).getByLabelText('Tu experiencia (opcional)'), 'Genial');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
  // nothing chosen yet: the message, nothing sent
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Registrar' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Selecciona al menos una clase.');
  await userEvent.click(within(dialog).getByRole('switch', { name: '1. Robots recicladores' }));
  expect(within(dialog).getByRole('switch', { name: 'Clase 1: Sesión 1' })).toBeChecked();
  expect(within(dialog).getByTestId('uc-summary')).toHaveTextContent('Has usado clases de 1 de 2 recursos.');
  await userEvent.click(within(dialog).getByRole('switch', { name: 'Todo el contenido' }));
  expect(within(dialog).getByTestId('uc-summary')).toHaveTextContent('Programa completo');
  const toasts: unknown[] = [];
  const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  off();
  const now = new Date();
  expect(sent).toEqual([
    {
      educationalProgramId: 3,
      educationalProgramCompleted: true,
      schoolId: 1,
      academicCourse: { id: 11, academicGrade: { id: 4 } },
      month: now.getMonth() + 1,
      year: now.getFullYear(),
      experience: 'Genial',
      usedContentRecordResources: [
        { resourceId: 7, resourceCompleted: true, classPlanIds: [101, 102] },
        { resourceId: 8, resourceCompleted: true, classPlanIds: [201] },
      ],
    },
  ]);
  expect(toasts).toEqual([{ status: 'success', message: 'Contenido registrado' }]);
});

test('without a program the content is asked (required); an admin picks a school of the group and its courses follow', async () => {
  setUser('Admin');
  const { api, sent } = fakeApi();
  const { dialog } = await open(api, undefined, 'en');
  await within(dialog).findByRole('option', { name: 'Programa verde' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Choose the content you used.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.selectOptions(within(dialog).getByLabelText('Content'), '4');
  await within(dialog).findByRole('option', { name: 'Colegio Sur' });
  await userEvent.selectOptions(within(dialog).getByLabelText('School'), '2');
  await within(dialog).findByRole('option', { name: '1º ESO' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.click(await within(dialog).findByRole('switch', { name: 'Class 1: Única' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    educationalProgramId: 4,
    schoolId: 2,
    educationalProgramCompleted: false,
    usedContentRecordResources: [{ resourceId: 8, resourceCompleted: true, classPlanIds: [201] }],
  });
});

test('an experience over 1000 characters is refused before sending; a failed save says so', async () => {
  setUser('Teacher');
  const { api, sent } = fakeApi({
    register: async () => {
      throw new Error('500');
    },
  });
  const { dialog, onSaved } = await open(api, 3, 'en');
  const area = within(dialog).getByLabelText('Your experience (optional)');
  await userEvent.click(area);
  await userEvent.paste('x'.repeat(1001));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('The experience can be at most 1000 characters long.')).toBeInTheDocument();
  expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
  await userEvent.clear(area);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  await userEvent.click(await within(dialog).findByRole('switch', { name: 'All the content' }));
  const toasts: unknown[] = [];
  const off = bus.on('platform.toast.show.v1', (p) => toasts.push(p));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(toasts).toEqual([{ status: 'error', message: 'The content could not be registered.' }]));
  off();
  expect(sent).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});
