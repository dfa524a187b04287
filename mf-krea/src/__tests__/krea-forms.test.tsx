/**
 * Issue 31 (krea §2, §5): the form-wide "review the fields in red" message with the first invalid field focused,
 * "Invalid URL" on URL fields, the bar's published / drafts tab following the open item, "add language" only for
 * those who may add one, and the image picker (preview under its label, a labelled button and the chosen name).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KreaResource } from '@platform/contracts';
import { callsTo, content, installFakeApi, on } from '../test/fakeApi';
import { clearSession, startSession } from '@platform/session';
import { cleanupApp, renderAt } from '../test/render';

jest.setTimeout(60_000);
const res = (extra: Partial<KreaResource> = {}): KreaResource => ({
  id: 9,
  version: 4,
  locale: 'es',
  locales: [{ locale: 'es', title: 'Energía', available: false, reviewState: 'draft' }],
  availableLanguages: { es: false },
  title: 'Energía',
  type: 1,
  implementation: null,
  skillIds: [1],
  crossAreaIds: [],
  ageRangeIds: [],
  sdgIds: [],
  topics: [],
  topicSpecial: null,
  customKreaFieldOptions: [],
  keywords: [],
  benefits: null,
  image: null,
  imageAlt: null,
  videoUrl: null,
  caption: null,
  presentation: null,
  rhetoricalQuestion: null,
  teacherMedia: null,
  studentMedia: null,
  classPlanDescription: null,
  pedagogicalGoal: null,
  studentPedagogicalGoal: null,
  classPlans: [],
  globalValuationSection: null,
  globalValuationMaterials: [],
  progress: { general: 40, intro: 0, triggers: 0, classes: 0, total: 10, missing: [] },
  permission: 'owner',
  canEdit: true,
  canApprove: false,
  reviewComment: null,
  own: true,
  groupId: 1,
  groupName: 'Red',
  modifiedBy: null,
  modifiedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  installFakeApi();
  localStorage.clear();
  on('GET', /^\/(SkillApi|CrossAreaApi)$/, [{ id: 1, key: 'a', name: 'Creatividad' }]);
  on('GET', /^\/TopicApi\/GetAll$/, []);
  on('GET', /^\/krea\/Resource\/9$/, res());
});
afterEach(() => cleanupApp());

const T = {
  es: {
    review: 'Por favor, revisa los campos en rojo antes de continuar',
    url: 'URL no válida',
    steps: 'Pasos del recurso',
  },
  en: { review: 'Please review the fields in red before continuing', url: 'Invalid URL', steps: 'Resource steps' },
  ca: {
    review: 'Si us plau, revisa els camps en vermell abans de continuar',
    url: 'URL no vàlida',
    steps: 'Passos del recurs',
  },
} as const;
const TITLE = { es: 'Título *', en: 'Title *', ca: 'Títol *' } as const;

describe.each(['es', 'en', 'ca'] as const)('resource editor forms (%s)', (lang) => {
  it('a blank title stops the next step: the form message, the title red and focused; fixed, it goes on', async () => {
    await renderAt('/krea/resource/9', lang);
    const title = await screen.findByLabelText(TITLE[lang]);
    fireEvent.change(title, { target: { value: '  ' } });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    const nav = screen.getByRole('navigation', { name: T[lang].steps });
    await userEvent.click(within(nav).getByRole('button', { name: /^2\./ }));
    expect(await screen.findByText(T[lang].review)).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(within(nav).getByRole('button', { name: /^1\./ })).toHaveAttribute('aria-current', 'step');
    fireEvent.change(title, { target: { value: 'Energía solar' } });
    await waitFor(() => expect(screen.queryByText(T[lang].review)).not.toBeInTheDocument());
    await userEvent.click(within(nav).getByRole('button', { name: /^2\./ }));
    expect(within(nav).getByRole('button', { name: /^2\./ })).toHaveAttribute('aria-current', 'step');
  });

  it('a bad video link says "Invalid URL", is not saved and stops the preview', async () => {
    await renderAt('/krea/resource/9?step=intro', lang);
    await screen.findByRole('heading', { level: 2 });
    const box = document.getElementById('res-video') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'no es una url' } });
    expect(await screen.findByText(T[lang].url)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const sidebar = screen.getByTestId('resource-sidebar');
    const previews = within(sidebar)
      .getAllByRole('button')
      .filter((b) => /prev/i.test(b.textContent ?? ''));
    await userEvent.click(previews[0]);
    expect(await screen.findByText(T[lang].review)).toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(callsTo('PUT', /Resource\/9$/).some((c) => 'videoUrl' in ((c.body as object) ?? {}))).toBe(false);
  });
});

describe('resource editor: bar tab, languages and image', () => {
  it('tells the bar the open resource is a draft, or published once a language is available; forgets it on close', async () => {
    const view = await renderAt('/krea/resource/9');
    await screen.findByLabelText(TITLE.es);
    await waitFor(() => expect(document.documentElement.dataset.kreaOpenItem).toBe('drafts'));
    view.unmount();
    cleanupApp();
    expect(document.documentElement.dataset.kreaOpenItem).toBeUndefined();
    on('GET', /^\/krea\/Resource\/9$/, res({ availableLanguages: { es: true } }));
    const seen: unknown[] = [];
    const listen = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('krea:open-item', listen);
    await renderAt('/krea/resource/9');
    await screen.findByLabelText(TITLE.es);
    await waitFor(() => expect(document.documentElement.dataset.kreaOpenItem).toBe('published'));
    expect(seen).toContain('published');
    window.removeEventListener('krea:open-item', listen);
  });

  it('offers to add a language to the owner, never to a reader of a network resource', async () => {
    const view = await renderAt('/krea/resource/9', 'en');
    const lang = await screen.findByLabelText('Resource language');
    expect(within(lang).getAllByRole('option')).toHaveLength(3);
    view.unmount();
    cleanupApp();
    on('GET', /^\/krea\/Resource\/9$/, res({ permission: 'commenter', canEdit: false, own: false }));
    await renderAt('/krea/resource/9', 'en');
    const readOnly = await screen.findByLabelText('Resource language');
    const options = within(readOnly).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0].textContent).not.toMatch(/add/i);
  });

  it('shows the saved image under its label, a labelled button and the chosen file name (no bare file input)', async () => {
    on('GET', /^\/krea\/Resource\/9$/, res({ image: '/files/demo/sol.png', imageAlt: 'Un sol' }));
    await renderAt('/krea/resource/9?step=intro', 'en');
    const input = await screen.findByLabelText('Presentation image (PNG or JPG, 10 MB)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('tabindex', '-1');
    const img = screen.getByRole('img', { name: 'Un sol' });
    // under its label: label, then the image, then the picker
    const label = document.querySelector('label[for="res-image"]')!;
    expect(label.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change image' })).toBeInTheDocument();
    await userEvent.upload(input as HTMLInputElement, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Chosen: photo.png')).toBeInTheDocument();
  });

  it('with no image the button says "Choose image" and nothing is chosen yet (Catalan)', async () => {
    await renderAt('/krea/resource/9?step=intro', 'ca');
    expect(await screen.findByRole('button', { name: 'Tria una imatge' })).toBeInTheDocument();
    expect(screen.getByText('Cap imatge triada')).toBeInTheDocument();
  });
});

describe.each(['es', 'en', 'ca'] as const)('content editor forms (%s)', (lang) => {
  it('publishing with a bad video link: the form message, the link red and focused, no publish dialog', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ completeness: 100 }));
    on('GET', /\/Completeness$/, [{ locale: 'es', percentage: 100, ready: true, missing: [] }]);
    await renderAt('/krea/content/7', lang);
    const video = await screen.findByLabelText(/^(Enlace de vídeo|Video link|Enllaç de vídeo)/);
    fireEvent.change(video, { target: { value: 'htp:/mal' } });
    expect(await screen.findByText(T[lang].url)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('content-publish'));
    expect(await screen.findByText(T[lang].review)).toBeInTheDocument();
    expect(video).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the bar the open content is a draft or published', async () => {
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ status: lang === 'en' ? 'published' : 'draft' }));
    await renderAt('/krea/content/7', lang);
    await waitFor(() =>
      expect(document.documentElement.dataset.kreaOpenItem).toBe(lang === 'en' ? 'published' : 'drafts'),
    );
  });
});

describe.each([
  ['es', 'Registrar uso del contenido', 'Historial de contenidos usados'],
  ['en', 'Register use of content', 'Used content history'],
  ['ca', "Registra l'ús del contingut", 'Historial de continguts utilitzats'],
] as const)('content editor: use of content (%s)', (lang, register, history) => {
  const teacherAuthor = {
    userId: 1,
    email: 'author@demo.test',
    name: 'Aurora',
    surname: 'Author',
    fullName: 'Aurora Author',
    primaryRoles: [{ id: 1, name: 'Teacher' }],
    secondaryRoles: [{ id: 5, name: 'Author' }],
    activeKreaLicense: true,
    schoolGroupId: 1,
    schoolGroupName: 'Red',
  } as never;
  afterEach(() => clearSession());

  it('a published content offers the 2-step registration and links the used-content history', async () => {
    startSession('test-token', teacherAuthor);
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ status: 'published' }));
    await renderAt('/krea/content/7', lang);
    await userEvent.click(await screen.findByRole('button', { name: register }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: history })).toHaveAttribute('href', '/my-stats/used-content');
  });

  it('a draft does not (nothing to register yet)', async () => {
    startSession('test-token', teacherAuthor);
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ status: 'draft' }));
    await renderAt('/krea/content/7', lang);
    await screen.findByTestId('content-publish');
    expect(screen.queryByRole('button', { name: register })).not.toBeInTheDocument();
  });
});

describe('version comparison in words, and the material file picker', () => {
  it('names instead of ids: the skills and the type of each version, under the editor labels (Spanish)', async () => {
    on('GET', /\/Accessibility$/, { locale: 'es', issues: [], progress: res().progress });
    const v = (id: number, version: number) => ({
      id,
      version,
      locale: 'es',
      user: 'Aurora',
      at: '2026-11-20T10:00:00.000Z',
      restoredFrom: null,
      title: 'Energía',
    });
    on('GET', /\/Versions$/, [v(71, 4), v(70, 3)]);
    on('GET', /\/Versions\/70$/, { ...v(70, 3), state: { ...res({ skillIds: [], type: null }) } });
    on('GET', /\/Versions\/71$/, { ...v(71, 4), state: { ...res({ skillIds: [1] }) } });
    await renderAt('/krea/resource/9?step=tools');
    const skills = await screen.findByRole('listitem', { name: 'Competencias (máx. 3)' });
    expect(within(skills).getByRole('group', { name: 'Versión 3 (antes)' })).toHaveTextContent('(vacío)');
    expect(within(skills).getByRole('group', { name: 'Versión 4 (después)' })).toHaveTextContent('Creatividad');
    const type = screen.getByRole('listitem', { name: 'Tipo de recurso' });
    expect(within(type).getByRole('group', { name: 'Versión 4 (después)' })).toHaveTextContent('Taller');
  });

  it('a downloadable material: a labelled button, the chosen file named, no bare file input (English)', async () => {
    on(
      'GET',
      /^\/krea\/Resource\/9$/,
      res({ classPlans: [{ ...blankClassForTest(), id: 31, classNumber: 1 }] as never }),
    );
    on('POST', /UploadAsBase64|Upload/, { location: '/files/Krea/1_Red/resources/9/sheet_202611201000.pdf' });
    await renderAt('/krea/resource/9?step=classes', 'en');
    const inputs = await screen.findAllByLabelText('Downloadable file (PDF, PPT, Excel, Doc, PNG, JPG, Zip; 10 MB)');
    expect(inputs[0]).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('button', { name: 'Choose file' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('No file chosen').length).toBeGreaterThan(0);
    await userEvent.upload(inputs[0] as HTMLInputElement, new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Chosen: sheet.pdf')).toBeInTheDocument();
  });
});

function blankClassForTest() {
  return {
    name: 'Uno',
    organizationType: 'group',
    secondaryOrganizationType: null,
    classLayout: 'circle',
    minutesDuration: 50,
    startMinutes: null,
    developmentMinutes: null,
    closureMinutes: null,
    valuationMinutes: null,
    teacherEnabled: true,
    studentEnabled: true,
    startSection: '',
    developmentSection: '',
    closureSection: '',
    valuationSection: '',
    evaluationSuggestions: '',
    studentStatement: '',
    teacherMaterials: [],
    studentMaterials: [],
    quickChecks: [],
  };
}
