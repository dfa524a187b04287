import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { Root } from './Root';

const at = (path: string) => window.history.pushState(null, '', path);

describe('mf-stats', () => {
  afterEach(async () => {
    await act(async () => { await changeLanguage('es'); });
  });

  it('renders /my-stats in Spanish and English', async () => {
    at('/my-stats');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis estadísticas' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'My statistics' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', () => {
    at('/my-stats/unknown');
    render(<Root />);
    expect(window.location.pathname).toBe('/not-found');
  });

});
