/** Mobile sidebar in the student public view (/r/{id}): author, title, class count and category (spec §2). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@platform/api-client';
import { renderShell, resetShell } from '../testing/render';
import type { Locale } from '@platform/i18n';
import { studentResourceQuery } from './MobileSidebar';

jest.mock('@platform/api-client', () => {
  const actual = jest.requireActual('@platform/api-client');
  return { ...actual, apiClient: { ...actual.apiClient, get: jest.fn() } };
});
const get = client.apiClient.get as jest.Mock;

afterEach(() => {
  resetShell();
  jest.clearAllMocks();
});

const resource = {
  id: 7,
  title: 'Robots in the garden',
  locale: 'en',
  cover: null,
  author: { id: 3, name: 'Marta Vidal', picture: null },
  category: { id: 1, slug: 'ct', name: 'Computational thinking', color: '#00f' },
  numberOfClasses: 3,
  studentMaterial: {},
};

async function openSidebar(path: string, locale: Locale = 'en') {
  await renderShell(path, { locale });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /^(Open menu|Abrir menú|Obre el menú)$/ }));
  return { user, side: await screen.findByRole('dialog') };
}

describe('mobile sidebar, student public view', () => {
  it('shows author, title, class count and category from GET /ResourceApi/GetStudentResource', async () => {
    get.mockResolvedValue({ data: resource });
    const { side } = await openSidebar('/r/7/class/2?classIds=2,3');
    const summary = await within(side).findByTestId('student-resource-summary');
    expect(get).toHaveBeenCalledWith(
      '/ResourceApi/GetStudentResource',
      expect.objectContaining({ params: { id: 7, classIds: '2,3' } }),
    );
    expect(summary.querySelector('[data-field="author"]')).toHaveTextContent('Marta Vidal');
    expect(summary.querySelector('[data-field="title"]')).toHaveTextContent('Robots in the garden');
    expect(summary.querySelector('[data-field="classes"]')).toHaveTextContent('3 classes');
    expect(summary.querySelector('[data-field="category"]')).toHaveTextContent('Computational thinking');
    expect(within(side).queryByRole('button', { name: 'Explore' })).toBeNull();
    expect(within(side).queryByRole('button', { name: 'Log in' })).toBeNull(); // students do not sign in here
    expect(within(side).getByLabelText('Language')).toBeInTheDocument();
  });

  it('loading then error with retry (translated)', async () => {
    let reject!: (e: Error) => void;
    get
      .mockImplementationOnce(
        () =>
          new Promise((_r, j) => {
            reject = j;
          }),
      )
      .mockResolvedValueOnce({ data: { ...resource, numberOfClasses: 1 } });
    const { user, side } = await openSidebar('/r/7', 'es');
    expect(within(side).getByRole('status')).toHaveTextContent('Cargando el recurso…');
    reject(new Error('offline'));
    const alert = await within(side).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la información del recurso.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(side).getByTestId('student-resource-summary')).toHaveTextContent('1 clase'));
  });

  it('parses the resource id and shared classes from the path', () => {
    expect(studentResourceQuery('/r/12', '')).toEqual({ id: 12 });
    expect(studentResourceQuery('/r/12/class/4', '?classIds=4')).toEqual({ id: 12, classIds: '4' });
    expect(studentResourceQuery('/resource/12', '')).toBeNull();
  });
});
