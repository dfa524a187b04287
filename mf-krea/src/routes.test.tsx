import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { app } from './app';
import { routes } from './routes';
import { installFakeApi, on } from './test/fakeApi';

beforeEach(() => installFakeApi());

describeRemote(app, routes, () => {
  it('opens /krea/resource/9/t/class/2 on the classes step in Spanish and English', async () => {
    on('GET', /^\/krea\/Resource\/9$/, {
      id: 9,
      version: 1,
      locale: 'es',
      locales: [{ locale: 'es', title: 'Energía', available: false }],
      availableLanguages: { es: false },
      title: 'Energía',
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
      progress: { general: 0, intro: 0, triggers: 0, classes: 0, total: 0, missing: [] },
      permission: 'owner',
      canEdit: true,
      own: true,
      groupId: 1,
      groupName: 'Red',
      modifiedBy: null,
      modifiedAt: '2026-11-20T10:00:00.000Z',
    });
    await renderRemote(app, routes, '/krea/resource/9/t/class/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Energía' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Clases' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(screen.getByRole('button', { name: 'Add a class' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', async () => {
    await renderRemote(app, routes, '/krea/nope');
    expect(window.location.pathname).toBe('/not-found');
  });

  it('enters /krea on the published list', async () => {
    await renderRemote(app, routes, '/krea');
    expect(window.location.pathname).toBe('/krea/published');
    expect(screen.getByRole('heading', { level: 1, name: 'Publicados' })).toBeInTheDocument();
  });
});
