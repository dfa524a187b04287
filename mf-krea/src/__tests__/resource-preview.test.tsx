import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KreaResource, ResourceDetail } from '@platform/contracts';
import { callsTo, installFakeApi, on } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

jest.setTimeout(120_000);

/** GET /krea/Resource/9/Preview: the consumer ResourceDetail of the draft, as the API builds it. */
const detail = (): ResourceDetail =>
  ({
    id: 9,
    title: 'Energía en casa',
    cover: null,
    locale: 'es',
    author: { id: 1, name: 'Aurora', picture: null },
    category: null,
    type: 1,
    ageMin: 6,
    ageMax: 8,
    numberOfClasses: 2,
    durationMinutes: 100,
    implementation: 'online',
    languages: ['es'],
    novelty: false,
    presentation: '<p>Base</p>',
    rhetoricalQuestion: '',
    teacherMaterial: {
      classPlanDescription: '<p>Descripción docente</p>',
      pedagogicalGoal: '<p>Objetivo docente</p>',
      mediaSummary: [],
      hasMedia: false,
      globalValuationSection: '<p>Valoración final del autor</p>',
      globalValuationMaterials: [],
      classPlans: [1, 2].map((n) => ({
        id: 30 + n,
        classNumber: n,
        name: `Luz ${n}`,
        organizationType: 'group',
        secondaryOrganizationType: null,
        classLayout: 'circle',
        minutesDuration: 50,
        necessaryMaterials: [{ kind: 2 as const, name: 'Linterna' }],
        startSection: '',
        developmentSection: `<p>Desarrollo escrito ${n}</p>`,
        closureSection: '',
        valuationSection: '',
        necessaryDownloadableMaterials: [],
      })),
    } as unknown as ResourceDetail['teacherMaterial'],
    studentMaterial: {
      mediaSummary: [],
      studentPedagogicalGoal: '<p>Aprenderás a ahorrar</p>',
      rhetoricalQuestion: '¿Cuánta luz gastamos?',
      hasMedia: false,
      classPlans: [1, 2].map((n) => ({
        id: 30 + n,
        classNumber: n,
        name: `Luz ${n}`,
        organizationType: 'group',
        classLayout: 'circle',
        minutesDuration: 50,
        statement: `<p>Enunciado escrito ${n}</p>`,
        necessaryDownloadableMaterials: [],
      })),
    },
    skills: [],
    topics: [],
    subtopics: [],
    subjects: [],
    crossAreas: [],
    sdgs: [],
    materials: [],
    myReview: null,
    reviewSummary: { average: null, count: 0 },
  }) as unknown as ResourceDetail;

const draft = {
  id: 9,
  version: 4,
  locale: 'es',
  locales: [{ locale: 'es', title: 'Energía en casa', available: false }],
  availableLanguages: { es: false },
  title: 'Energía en casa',
  type: 1,
  implementation: null,
  skillIds: [],
  crossAreaIds: [],
  ageRangeIds: [],
  sdgIds: [],
  topics: [],
  topicSpecial: null,
  keywords: [],
  benefits: null,
  image: null,
  imageAlt: null,
  videoUrl: null,
  caption: null,
  presentation: '',
  rhetoricalQuestion: null,
  teacherMedia: null,
  studentMedia: null,
  classPlanDescription: null,
  pedagogicalGoal: null,
  studentPedagogicalGoal: null,
  classPlans: [],
  globalValuationSection: null,
  globalValuationMaterials: [],
  progress: { general: 0, intro: 0, triggers: 0, classes: 0, total: 0, missing: [] },
  permission: 'owner',
  canEdit: true,
  own: true,
  groupId: 1,
  groupName: 'Red',
  modifiedBy: null,
  modifiedAt: '2026-11-20T10:00:00.000Z',
} as unknown as KreaResource;

beforeEach(() => {
  installFakeApi();
  localStorage.clear();
  on('GET', /^\/(SkillApi|CrossAreaApi)$/, []);
  on('GET', /^\/TopicApi\/GetAll$/, []);
  on('GET', /^\/krea\/Resource\/9$/, draft);
  on('GET', /^\/krea\/Resource\/9\/Preview$/, detail());
});
afterEach(() => cleanupApp());

describe('resource editor previews (same components as the resource page and the student view)', () => {
  it('the editor opens the teacher preview: trigger, a class section, the global valuation (Spanish)', async () => {
    await renderAt('/krea/resource/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Vista previa' }));
    const preview = await screen.findByTestId('preview-teacher');
    expect(within(preview).getByText('Vista previa: así verán el recurso los docentes')).toBeInTheDocument();
    // the trigger of the consumer page (explore texts)
    expect(await screen.findByRole('heading', { name: 'Detonante', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Objetivo docente')).toBeInTheDocument();
    expect(callsTo('GET', /\/Preview$/)[0].params).toEqual({ locale: 'es' });
    const parts = screen.getByRole('navigation', { name: 'Partes del recurso' });
    await userEvent.click(within(parts).getByRole('button', { name: 'Clase 2' }));
    expect(screen.getByRole('heading', { name: 'Clase 2: Luz 2', level: 2 })).toBeInTheDocument();
    const dev = screen.getByRole('region', { name: 'Desarrollo' });
    expect(dev).toHaveTextContent('Desarrollo escrito 2');
    expect(screen.getByText('Linterna')).toBeInTheDocument();
    expect(screen.queryByText('Enunciado escrito 2')).not.toBeInTheDocument();
    await userEvent.click(within(parts).getByRole('button', { name: 'Valoración global' }));
    expect(screen.getByText('Valoración final del autor')).toBeInTheDocument();
  });

  it('the student preview shows the student trigger and the statement of a class, in the plain student styling (English)', async () => {
    await renderAt('/krea/resource/9/preview/student?locale=es', 'en');
    const preview = await screen.findByTestId('preview-student');
    expect(within(preview).getByText('Preview: how students will see the resource')).toBeInTheDocument();
    const title = await screen.findByTestId('student-title');
    expect(title).toHaveTextContent('Energía en casa');
    expect(screen.getByRole('region', { name: 'Question to think about' })).toHaveTextContent('¿Cuánta luz gastamos?');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Parts of the resource' })).getByRole('button', {
        name: 'Class 1',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Class 1: Luz 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Statement' })).toHaveTextContent('Enunciado escrito 1');
    expect(screen.queryByText('Desarrollo escrito 1')).not.toBeInTheDocument();
    // the student view's own stylesheet, no Chakra classes on the student content
    expect(document.getElementById('student-view-styles')).not.toBeNull();
    expect(screen.getByTestId('student-title').closest('.sv-root')).not.toBeNull();
    // back to the editor, same language
    expect(screen.getByRole('link', { name: /Back to the editor/ })).toHaveAttribute(
      'href',
      '/krea/resource/9?locale=es',
    );
  });

  // (jsdom loads the explore texts of the default language only; en / ca are checked in e2e krea-issue31)
  it.each([['es', 'Taller', 'Presentación', 'Edades', 'Partes del recurso']] as const)(
    'the teacher preview looks like the resource page: type, title, author, an index and the presentation (%s)',
    async (lang, type, presentation, ages, parts) => {
      await renderAt('/krea/resource/9/preview?locale=es', lang);
      const header = await screen.findByTestId('preview-header');
      expect(within(header).getByRole('heading', { level: 1, name: 'Energía en casa' })).toBeInTheDocument();
      expect(within(header).getByText(type)).toBeInTheDocument();
      expect(within(header).getByText('Aurora')).toBeInTheDocument();
      const index = screen.getByRole('navigation', { name: parts });
      await userEvent.click(within(index).getByRole('button', { name: presentation }));
      const pres = screen.getByTestId('preview-presentation');
      expect(within(pres).getByRole('heading', { level: 2, name: presentation })).toBeInTheDocument();
      expect(within(pres).getByText('Base')).toBeInTheDocument();
      expect(within(pres).getByText(ages)).toBeInTheDocument();
    },
  );
});
