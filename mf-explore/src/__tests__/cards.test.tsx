import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage, type Locale } from '@platform/i18n';
import { MemoryRouter } from '@platform/router';
import { PlatformProvider } from '@platform/ui';
import { createRemote, RemoteScope } from '@platform/remote-kit';
import { app } from '../app';
import { routes } from '../routes';
import { ResourceCard } from '../components/common';
import { card } from '../test/fakeApi';

async function show(classes: number, lang: Locale) {
  await act(async () => {
    await changeLanguage(lang);
    await createRemote(app, routes).textsReady();
  });
  return render(
    <PlatformProvider>
      <MemoryRouter>
        <RemoteScope app={app}>
          <ResourceCard r={card(1, 'Receta', { numberOfClasses: classes, ageMin: 6, ageMax: 8 })} />
        </RemoteScope>
      </MemoryRouter>
    </PlatformProvider>,
  );
}

describe('resource card', () => {
  it.each([
    ['es', 1, '6-8 años · 1 clase'],
    ['es', 3, '6-8 años · 3 clases'],
    ['en', 1, '6-8 years · 1 class'],
    ['en', 2, '6-8 years · 2 classes'],
    ['ca', 1, '6-8 anys · 1 classe'],
    ['ca', 4, '6-8 anys · 4 classes'],
  ] as const)('%s: %i class(es) reads "%s"', async (lang, classes, text) => {
    const view = await show(classes, lang);
    expect(screen.getByText(text)).toBeInTheDocument();
    view.unmount();
  });
});
