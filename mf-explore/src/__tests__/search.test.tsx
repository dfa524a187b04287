import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, installFakeApi, on, paged, programDetail, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

installFakeApi();

/** The filters, as a phone opens them (jsdom applies no media query: the screen is at its phone layout). */
async function openFilters() {
  await userEvent.click(screen.getByRole('button', { name: /^(Filtros|Filters|Filtres)( \(\d+\))?$/ }));
  return screen.findByRole('dialog');
}

beforeEach(() => resetApi());
afterEach(() => cleanupApp());

describe('search', () => {
  it('lists resources with facet filters as checkboxes; a facet updates the URL and the query', async () => {
    await renderAt('/feed/search?text=robots', 'es');
    await openFilters();
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para «robots»' })).toBeInTheDocument();
    expect(await screen.findByText('Robots recicladores')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: /Medio ambiente/ });
    await userEvent.click(box);
    await waitFor(() => expect(window.location.search).toContain('topicIds=1'));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            /ResourceApi\/GetAllFiltered/.test(c.url) &&
            c.params?.topicIds === '1' &&
            c.params?.text === 'robots' &&
            c.params?.pageSize === 6,
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('checkbox', { name: /Medio ambiente/ })).toBeChecked();
  });

  it('on a phone the filters open in a full-height sheet, "clear filters" first and a button showing the results', async () => {
    await renderAt('/feed/search?text=robots&topicIds=1', 'es');
    expect(screen.queryByRole('checkbox', { name: /Medio ambiente/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    const buttons = within(sheet).getAllByRole('button');
    // the close button, then clearing, before any filter group
    expect(buttons[1]).toHaveTextContent('Borrar filtros (1)');
    expect(within(sheet).getByRole('checkbox', { name: /Medio ambiente/ })).toBeChecked();
    await userEvent.click(buttons[1]);
    await waitFor(() => expect(window.location.search).not.toContain('topicIds'));
    await userEvent.click(await within(sheet).findByRole('button', { name: /^Ver \d+ resultados?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('suggests while typing (debounced); a topic suggestion filters by that topic, free text searches', async () => {
    await renderAt('/feed/search', 'en');
    const input = screen.getByRole('combobox', { name: 'Search resources, programs and folders' });
    await userEvent.type(input, 'rob');
    const option = await screen.findByRole('option', { name: /Robótica/ });
    expect(calls.filter((c) => /AvailableSearchSuggestions/.test(c.url)).length).toBe(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?topicIds=1'));
    expect(option).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'huerto{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?topicIds=1&text=huerto'));
  });

  it('choosing a resource suggestion opens the resource instead of searching', async () => {
    await renderAt('/feed/search', 'en');
    const input = screen.getByRole('combobox', { name: 'Search resources, programs and folders' });
    await userEvent.type(input, 'rob');
    await userEvent.click(await screen.findByRole('option', { name: /Robots recicladores/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/resource/7'));
    expect(window.location.search).toBe('');
  });

  it('shows popular suggestions (AvailableSuggestions) when the box is focused and empty; they open the item', async () => {
    await renderAt('/feed/search', 'es');
    expect(calls.some((c) => /AvailableSuggestions/.test(c.url))).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Buscar recursos, programas y carpetas' }));
    const list = await screen.findByRole('listbox', { name: 'Búsquedas populares' });
    expect(within(list).getAllByRole('option')).toHaveLength(4);
    expect(calls.find((c) => /AccountApi\/AvailableSuggestions/.test(c.url))?.params).toEqual({
      pageNumber: 0,
      pageSize: 10,
      locale: 'es',
    });
    expect(calls.some((c) => /AvailableSearchSuggestions/.test(c.url))).toBe(false);
    // keyboard: the third one is a program
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/program/3'));
  });

  it('a folder suggestion opens the provider folder (another app)', async () => {
    await renderAt('/feed', 'en');
    await userEvent.click(screen.getByRole('combobox', { name: 'Search resources, programs and folders' }));
    const push = jest.spyOn(window.history, 'pushState');
    await userEvent.click(await screen.findByRole('option', { name: /Carpeta destacada/ }));
    // the shell mounts the folders app there (this remote alone then shows its not-found redirect)
    await waitFor(() => expect(push).toHaveBeenCalledWith(null, '', '/kimple-folders/9'));
    push.mockRestore();
  });

  it('author filter: from the `authors` facet as radio buttons, in the URL and the query', async () => {
    on('GET', /\/ResourceApi\/GetAllFilteredFacets/, {
      totalCount: 2,
      facets: {
        topics: [{ id: 1, name: 'Medio ambiente', count: 2 }],
        authors: [
          { id: 1, name: 'Ana Robles', count: 2 },
          { id: 4, name: 'Luis Prado', count: 1 },
        ],
      },
    });
    await renderAt('/feed/search?text=robots', 'en');
    await openFilters();
    const group = await screen.findByRole('group', { name: 'Author' });
    expect(within(group).getByRole('radio', { name: 'Any author' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Luis Prado/ }));
    await waitFor(() => expect(window.location.search).toBe('?text=robots&authorId=4'));
    await waitFor(() =>
      expect(calls.some((c) => /ResourceApi\/GetAllFiltered$/.test(c.url) && c.params?.authorId === '4')).toBe(true),
    );
    expect(calls.some((c) => /GetAllFilteredFacets/.test(c.url) && c.params?.authorId === '4')).toBe(true);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Author' })).getByRole('radio', { name: 'Any author' }),
    );
    await waitFor(() => expect(window.location.search).toBe('?text=robots'));
  });

  it('author filter degrades without the `authors` facet: only the selected author (named from the results), removable', async () => {
    await renderAt('/feed/search?authorId=1', 'en');
    await openFilters();
    const group = await screen.findByRole('group', { name: 'Author' });
    expect(await within(group).findByRole('radio', { name: 'Ana Robles' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Any author' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Author' })).not.toBeInTheDocument());
  });

  it('translates the labels of enum facets client-side (server names are only a fallback)', async () => {
    on('GET', /\/ResourceApi\/GetAllFilteredFacets/, {
      totalCount: 2,
      facets: {
        resourceTypes: [{ id: 1, name: 'Taller', count: 2 }],
        numberOfClasses: [{ id: 5, name: '5 o más clases', count: 1 }],
        languages: [{ id: 'ca', name: 'Catalán', count: 1 }],
        implementations: [{ id: 'mix', name: 'Mixta', count: 1 }],
        creations: [{ id: 'krea', name: 'Creaciones de docentes (Krea)', count: 1 }],
        materialKinds: [{ id: 2, name: 'Físico', count: 1 }],
        topics: [{ id: 1, name: 'Medio ambiente', count: 2 }],
      },
    });
    await renderAt('/feed/search', 'en');
    await openFilters();
    for (const name of [
      'Workshop',
      '5 or more classes',
      'Catalan',
      'Both',
      'Teacher creations (Krea)',
      'Physical',
      'Medio ambiente',
    ]) {
      expect(
        await screen.findByRole('checkbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: /Taller/ })).not.toBeInTheDocument();
  });

  it('pages programs without losing the resources page; a filter change goes back to the first pages', async () => {
    on('GET', /EducationalProgramApi\/GetAllFiltered/, (c: { params?: Record<string, unknown> }) =>
      paged(
        [
          programDetail({
            id: 30 + Number(c.params?.pageNumber ?? 0),
            title: `P${Number(c.params?.pageNumber ?? 0)}`,
            name: `P${Number(c.params?.pageNumber ?? 0)}`,
          }),
        ],
        12,
        Number(c.params?.pageNumber ?? 0),
        6,
      ),
    );
    await renderAt('/feed/search?page=1', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Program pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(window.location.search).toContain('ppage=1'));
    expect(window.location.search).toContain('page=1');
    await openFilters();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Medio ambiente/ }));
    await waitFor(() => expect(window.location.search).toBe('?topicIds=1'));
  });

  it('says there are no results (general and specific messages), in English', async () => {
    await renderAt('/feed/search?text=nada', 'en');
    expect(await screen.findByText('Oh no! No results found for your search')).toBeInTheDocument();
    expect(screen.getByText("We didn't find resources for your search.")).toBeInTheDocument();
    expect(screen.getByText("We didn't find programs for your search.")).toBeInTheDocument();
  });
});
