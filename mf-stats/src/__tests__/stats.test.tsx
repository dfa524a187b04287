import '@testing-library/jest-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, apiClient } from '@platform/api-client';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { queryClient } from '@platform/ui/query';
import { getLocale, sessionStore, userInfoAtom } from '@platform/session';
import { changeLanguage } from '@platform/i18n';
import { testUser, type TestUserInput } from '@platform/session/testing';
import { app } from '../app';
import { routes } from '../routes';

jest.mock('../features/stats/charts', () => ({
  Donut: () => <div data-testid="donut" />,
  Bars: () => <div data-testid="bars" />,
}));

interface Call {
  url: string;
  params: Record<string, unknown>;
}
const calls: Call[] = [];
let handler: (c: Call) => unknown = () => undefined;
const fake = {
  get: async (url: string, cfg: { params?: Record<string, unknown> } = {}) => {
    const c = { url, params: cfg.params ?? {} };
    calls.push(c);
    const data = handler(c);
    if (data instanceof Error) throw data;
    if (data === undefined) throw new ApiError(404, 'NOT_FOUND', `no fake for ${url}`);
    return { data, status: 200, headers: {} };
  },
  post: async () => ({ data: {}, status: 201, headers: {} }),
};

const env = <T,>(data: T, over: object = {}) => ({
  range: 'last30days',
  from: '',
  to: '',
  scope: 'own',
  schoolId: null,
  sample: false,
  sampleSize: 10,
  enoughData: true,
  data,
  ...over,
});
const metrics = (range: string): Record<string, unknown> => ({
  CategoryMetric: env([
    {
      categoryId: 1,
      categoryKey: 'computationalThinking',
      categoryName: 'Pensamiento computacional',
      count: range === 'last30days' ? 3 : 9,
      percentage: range === 'last30days' ? 75 : 60,
    },
  ]),
  ReviewCategoryMetric: env([{ reviewCategory: 1, key: 'innovation', count: 2, percentage: 100 }]),
  ChosenMethodologies: env(
    [{ methodology: 'workshop', type: 1, count: 2, percentage: range === 'last30days' ? 50 : 40 }],
    range === 'last30days' ? {} : {},
  ),
  ChosenSkills: env([
    {
      categoryId: 1,
      categoryName: 'Pensamiento computacional',
      ageRangeId: 3,
      ageRange: '9-11 años',
      ageMin: 9,
      ageMax: 11,
      total: 2,
      skills: [{ skillId: 1, skillName: 'Creatividad', count: 2, percentage: 100 }],
    },
  ]),
  MostValuedByTeachers: env({
    aspects: [{ aspect: 'innovation', reviewCategory: 1, count: 2, percentage: 100 }],
    resources: [{ resourceId: 7, title: 'Robots recicladores', averageRating: 4.5, reviews: 2 }],
  }),
});

function user(over: TestUserInput) {
  sessionStore.set(
    userInfoAtom,
    testUser({
      educationalLevels: [1],
      baseLicenses: [{ code: 2, level: 1 }],
      license: { id: 1, code: 2, level: 1, custom: false },
      schoolId: 1,
      schoolName: 'Colegio Norte',
      ...over,
    }),
  );
}
const renderAt = (path: string, lang: 'es' | 'en' = 'es') => renderRemote(app, routes, path, lang);

beforeAll(() => {
  // the network faked at the shared client (the api-client groups call it)
  jest.spyOn(apiClient, 'get').mockImplementation(fake.get as never);
  jest.spyOn(apiClient, 'post').mockImplementation(fake.post as never);
});
beforeEach(() => {
  calls.length = 0;
  queryClient.clear();
  queryClient.setDefaultOptions({ queries: { retry: false } });
});
jest.setTimeout(30_000);

describeRemote(app, routes, () => {
  it('a teacher: five cards in Spanish with their tables; switching the range asks again and the figures change', async () => {
    user({});
    handler = (c) =>
      c.url === '/MetricApi/Schools'
        ? { access: 'real', scope: 'own', schools: [], defaultSchoolId: null, coverage: false }
        : metrics(String(c.params.range))[c.url.split('/').pop() as string];
    await renderAt('/my-stats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis estadísticas' })).toBeInTheDocument();
    const cats = await screen.findByRole('table', { name: 'Categorías' }, { timeout: 8000 });
    expect(within(cats).getByRole('row', { name: /Pensamiento computacional 3 75\s%/ })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Metodologías elegidas' })).toHaveTextContent('Taller250 %');
    expect(screen.getByRole('link', { name: 'Robots recicladores' })).toHaveAttribute('href', '/resource/7');
    expect(screen.queryByTestId('coverage-map')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Último trimestre' }));
    expect(screen.getByRole('radio', { name: 'Último trimestre' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Categorías' })).getByRole('row', {
          name: /Pensamiento computacional 9 60\s%/,
        }),
      ).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.url === '/MetricApi/CategoryMetric').map((c) => c.params.range)).toEqual([
      'last30days',
      'lastTrimester',
    ]);
    expect(calls.every((c) => c.params.schoolId === undefined)).toBe(true);
    // "show as table" for sighted users
    await userEvent.click(screen.getAllByRole('button', { name: 'Ver como tabla' })[0]);
    expect(screen.getAllByRole('button', { name: 'Ver gráfico' })[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('a language switch asks again and shows the categories, skills and ages in the new language (EN → CA)', async () => {
    user({});
    const names = {
      es: ['Pensamiento computacional', 'Creatividad', '9-11 años'],
      en: ['Computational thinking', 'Creativity', '9-11 years'],
      ca: ['Pensament computacional', 'Creativitat', '9-11 anys'],
    } as const;
    handler = (c) => {
      if (c.url === '/MetricApi/Schools')
        return { access: 'real', scope: 'own', schools: [], defaultSchoolId: null, coverage: false };
      // the real client sends the navigation language with every request (api-client/http.ts)
      const [cat, skill, age] = names[getLocale()];
      const m = metrics('last30days');
      if (c.url.endsWith('/CategoryMetric'))
        return env([{ ...(m.CategoryMetric as { data: object[] }).data[0], categoryName: cat, percentage: 27.1 }]);
      if (c.url.endsWith('/ChosenSkills'))
        return env([
          {
            ...(m.ChosenSkills as { data: object[] }).data[0],
            categoryName: cat,
            ageRange: age,
            skills: [{ skillId: 1, skillName: skill, count: 2, percentage: 100 }],
          },
        ]);
      return m[c.url.split('/').pop() as string];
    };
    await renderAt('/my-stats', 'en');
    const cats = await screen.findByRole('table', { name: 'Categories' }, { timeout: 8000 });
    expect(within(cats).getByRole('row', { name: /Computational thinking 3 27.1%/ })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /^Creativity 2 100%/ })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('ca');
    });
    // Catalan "Categories" is spelled as the English; the row holds the Catalan name and the Intl percent
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table', { name: 'Categories' })).getByRole('row', {
            name: /Pensament computacional 3 27,1\s%/,
          }),
        ).toBeInTheDocument(),
      { timeout: 8000 },
    );
    expect(await screen.findByRole('row', { name: /^Creativitat 2 100\s%/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Pensament computacional · 9-11 anys/ })).toBeInTheDocument();
    expect(screen.queryByText(/Computational thinking|Creativity|9-11 years/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/MetricApi/CategoryMetric')).toHaveLength(2);
    await act(async () => {
      await changeLanguage('en');
    });
  });

  it('too little data shows the not-enough-data message; a failed call an empty card with a retry that asks again', async () => {
    user({});
    let fail = true;
    handler = (c) => {
      if (c.url === '/MetricApi/Schools')
        return { access: 'real', scope: 'own', schools: [], defaultSchoolId: null, coverage: false };
      if (c.url === '/MetricApi/ChosenMethodologies' && fail) return new ApiError(500, 'INTERNAL_ERROR', 'boom');
      const m = metrics('last30days')[c.url.split('/').pop() as string] as { enoughData: boolean };
      return c.url === '/MetricApi/CategoryMetric' ? { ...m, enoughData: false, sampleSize: 1 } : m;
    };
    await renderAt('/my-stats', 'en');
    const cat = await screen.findByTestId('card-categories');
    expect(await within(cat).findByText('Not enough data yet')).toBeInTheDocument();
    const meth = screen.getByTestId('card-methodologies');
    expect(await within(meth).findByRole('alert')).toHaveTextContent('The data could not be loaded.');
    fail = false;
    await userEvent.click(within(meth).getByRole('button', { name: 'Retry' }));
    expect(await within(meth).findByRole('table', { name: 'Chosen methodologies' })).toHaveTextContent('Workshop');
  });

  it('a freemium teacher sees the sample statistics labelled as an example, and no real call is made', async () => {
    user({ baseLicenses: [{ code: 1, level: null }], license: { id: 2, code: 1, level: null, custom: false } });
    handler = () => new Error('no call expected');
    await renderAt('/my-stats', 'en');
    expect(await screen.findByTestId('sample-banner')).toHaveTextContent('Example');
    expect(await screen.findByRole('table', { name: 'Chosen methodologies' })).toHaveTextContent('Didactic sequence');
    expect(screen.getByRole('table', { name: /Skills worked on|Skill/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/MetricApi'))).toEqual([]);
  });

  it('a licence without statistics says so; a custom licence gets no link', async () => {
    user({ primaryRoles: [{ name: 'Manager' }] });
    handler = (c) =>
      c.url === '/MetricApi/Schools'
        ? { access: 'excluded', scope: 'school', schools: [], defaultSchoolId: null, coverage: false }
        : new Error('no');
    await renderAt('/my-stats', 'en');
    expect(
      await screen.findByRole('heading', { name: 'This functionality is not included in your current license' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the licences' })).toHaveAttribute('href', '/license');
    act(() => {
      queryClient.clear();
      user({ baseLicenses: [], license: { id: 3, code: 4, level: null, custom: true }, customLicense: true });
    });
    await renderAt('/my-stats', 'en');
    await waitFor(() => expect(screen.getAllByTestId('stats-not-included')).toHaveLength(2));
    expect(within(screen.getAllByTestId('stats-not-included')[1]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('an admin picks a school and sees the coverage map of courses × SDGs', async () => {
    user({ primaryRoles: [{ name: 'Admin' }] });
    handler = (c) => {
      if (c.url === '/MetricApi/Schools')
        return {
          access: 'real',
          scope: 'school',
          schools: [
            { id: 1, name: 'Colegio Norte' },
            { id: 2, name: 'Colegio Sur' },
          ],
          defaultSchoolId: 1,
          coverage: true,
        };
      if (c.url === '/MetricApi/CoverageMap' && c.params.dimension === 'resourceType') {
        return {
          range: 'last30days',
          from: '',
          to: '',
          schoolId: c.params.schoolId,
          dimension: 'resourceType',
          rows: [{ courseId: 8, name: '5º Primaria', institutionalOrder: 8 }],
          columns: [{ id: 1, key: 'workshop', name: 'workshop', color: null }],
          cells: [],
          untouched: [1],
        };
      }
      if (c.url === '/MetricApi/CoverageMap') {
        return {
          range: 'last30days',
          from: '',
          to: '',
          schoolId: c.params.schoolId,
          dimension: c.params.dimension,
          rows: [{ courseId: 8, name: '5º Primaria', institutionalOrder: 8 }],
          columns: [
            { id: 4, key: 'sdg4', name: 'Educación de calidad', color: '#C5192D' },
            { id: 13, key: 'sdg13', name: 'Acción por el clima', color: '#3F7E44' },
          ],
          cells: [{ courseId: 8, columnId: 4, classes: 3, records: 1 }],
          untouched: [13],
        };
      }
      return metrics('last30days')[c.url.split('/').pop() as string];
    };
    await renderAt('/my-stats');
    const map = await screen.findByTestId('coverage-map');
    expect(await within(map).findByRole('cell', { name: '3 clases en 1 registros' })).toHaveTextContent('3');
    expect(within(map).getByTestId('coverage-untouched')).toHaveTextContent('1 de 2 sin ningún uso');
    await userEvent.selectOptions(screen.getByLabelText('Colegio'), '2');
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/MetricApi/CoverageMap' && c.params.schoolId === 2)).toBe(true),
    );
    expect(calls.some((c) => c.url === '/MetricApi/CategoryMetric' && c.params.schoolId === 2)).toBe(true);
    await userEvent.click(within(map).getByRole('radio', { name: 'Habilidades' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/MetricApi/CoverageMap' && c.params.dimension === 'skill')).toBe(true),
    );
    await userEvent.click(within(map).getByRole('radio', { name: 'Tipos de recurso' }));
    expect(await within(map).findByRole('columnheader', { name: 'Taller' })).toBeInTheDocument();
    expect(within(map).getByTestId('coverage-untouched')).toHaveTextContent('1 de 1 sin ningún uso');
  });

  const record = (id: number) => ({
    id,
    createdAt: '',
    educationalProgramId: 3,
    educationalProgramCompleted: id === 1,
    content: `Programa ${id}`,
    teacher: { id: 1, name: 'Tomás Teacher' },
    academicCourse: { id: 8, name: '5º Primaria' },
    school: { id: 1, name: 'Colegio Norte' },
    month: 3,
    year: 2025,
    experience: id === 1 ? 'Muy bien' : null,
    resources: [
      {
        resourceId: 7,
        resource: 'Robots recicladores',
        resourceCompleted: true,
        classes: [{ id: 101, classNumber: 1, name: 'Sesión 1' }],
      },
    ],
  });

  it('the used-content history: 5 a page, filters by course and content, opens the program and resources', async () => {
    user({});
    handler = (c) => {
      if (c.url.endsWith('/Filters'))
        return {
          contents: [{ id: 3, name: 'Programa verde' }],
          courses: [{ id: 8, name: '5º Primaria' }],
          schools: [],
        };
      if (c.url === '/AcademicCourseApi/UsedContentRecords') {
        const n = c.params.contentId ? 1 : 7;
        const page = Number(c.params.pageNumber);
        return {
          data: Array.from({ length: Math.min(5, n - page * 5) }, (_, i) => record(page * 5 + i + 1)),
          totalCount: n,
          pages: Math.ceil(n / 5),
          pageNumber: page,
          pageSize: 5,
        };
      }
      return undefined;
    };
    await renderAt('/my-stats/used-content', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Used-content history' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Used-content history' });
    expect(within(list).getAllByTestId('history-record')).toHaveLength(5);
    expect(within(list).getAllByRole('link', { name: 'Programa 1' })[0]).toHaveAttribute('href', '/program/3');
    expect(within(list).getAllByRole('link', { name: 'Robots recicladores' })[0]).toHaveAttribute(
      'href',
      '/resource/7',
    );
    expect(within(list).getByText('Muy bien')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Used-content history' })).getAllByTestId('history-record'),
      ).toHaveLength(2),
    );
    await userEvent.selectOptions(screen.getByLabelText('Content'), '3');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url === '/AcademicCourseApi/UsedContentRecords' &&
            c.params.contentId === 3 &&
            c.params.pageNumber === 0 &&
            c.params.pageSize === 5,
        ),
      ).toBe(true),
    );
    await userEvent.selectOptions(screen.getByLabelText('Academic course'), '8');
    await waitFor(() =>
      expect(calls.some((c) => c.params.academicCourseId === 8 && c.params.contentId === 3)).toBe(true),
    );
    expect(calls.some((c) => c.url.endsWith('/Admin'))).toBe(false);
  });

  it('a record made by a live class links to its summary, for the teacher who gave it (issue 33)', async () => {
    user({});
    handler = (c) => {
      if (c.url.endsWith('/Filters')) return { contents: [], courses: [], schools: [] };
      if (c.url === '/AcademicCourseApi/UsedContentRecords')
        return {
          data: [
            { ...record(1), educationalProgramId: null, liveSessionId: 41 },
            { ...record(2), liveSessionId: 42, teacher: { id: 2, name: 'Otra Teacher' } },
            { ...record(3), liveSessionId: null },
          ],
          totalCount: 3,
          pages: 1,
          pageNumber: 0,
          pageSize: 5,
        };
      return undefined;
    };
    await renderAt('/my-stats/used-content', 'en');
    const list = await screen.findByRole('list', { name: 'Used-content history' });
    const links = within(list).getAllByTestId('history-live-summary');
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label'), a.textContent])).toEqual([
      ['/live/teach/41/summary', 'Live class summary of Programa 1', 'Live class summary'],
    ]);
    await userEvent.click(links[0]);
    expect(window.location.pathname).toBe('/live/teach/41/summary');
  });

  it('unknown sub-paths go to /not-found', async () => {
    user({});
    await renderAt('/my-stats/unknown');
    await waitFor(() => expect(window.location.pathname).toBe('/not-found'));
  });
});
