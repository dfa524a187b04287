import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, fakeHttp, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt } from '../test/render';

jest.mock('../api/http', () => ({ http: () => fakeHttp }));

beforeEach(() => resetApi());
afterEach(() => cleanupApp());

describe('search', () => {
  it('lists resources with facet filters as checkboxes; a facet updates the URL and the query', async () => {
    await renderAt('/feed/search?text=robots', 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados para «robots»' })).toBeInTheDocument();
    expect(await screen.findByText('Robots recicladores')).toBeInTheDocument();
    const box = await screen.findByRole('checkbox', { name: /Medio ambiente/ });
    await userEvent.click(box);
    await waitFor(() => expect(window.location.search).toContain('topicIds=1'));
    await waitFor(() => expect(calls.some((c) => /ResourceApi\/GetAllFiltered/.test(c.url) && c.params?.topicIds === '1' && c.params?.text === 'robots' && c.params?.pageSize === 6)).toBe(true));
    expect(screen.getByRole('checkbox', { name: /Medio ambiente/ })).toBeChecked();
  });

  it('suggests while typing (debounced) and searches the chosen suggestion', async () => {
    await renderAt('/feed/search', 'en');
    const input = screen.getByRole('combobox', { name: 'Search resources, programs and folders' });
    await userEvent.type(input, 'rob');
    const option = await screen.findByRole('option', { name: /Robótica/ });
    expect(calls.filter((c) => /AvailableSearchSuggestions/.test(c.url)).length).toBe(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?text=Rob%C3%B3tica'));
    expect(option).toBeTruthy();
  });

  it('says there are no results (general and specific messages), in English', async () => {
    await renderAt('/feed/search?text=nada', 'en');
    expect(await screen.findByText('Oh no! No results found for your search')).toBeInTheDocument();
    expect(screen.getByText("We didn't find resources for your search.")).toBeInTheDocument();
    expect(screen.getByText("We didn't find programs for your search.")).toBeInTheDocument();
  });
});
