import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { Root } from './Root';

const at = (path: string) => window.history.pushState(null, '', path);

describe('mf-folders', () => {
  afterEach(async () => {
    await act(async () => { await changeLanguage('es'); });
  });

  it('renders /folders/12 in Spanish and English', async () => {
    at('/folders/12');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Carpeta' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Folder' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', () => {
    at('/folders/12/nope');
    render(<Root />);
    expect(window.location.pathname).toBe('/not-found');
  });

  it('lists folders', () => {
    at('/folders');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis carpetas' })).toBeInTheDocument();
  });
});
