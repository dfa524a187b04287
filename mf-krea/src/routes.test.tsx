import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { Root } from './Root';

const at = (path: string) => window.history.pushState(null, '', path);

describe('mf-krea', () => {
  afterEach(async () => {
    await act(async () => { await changeLanguage('es'); });
  });

  it('renders /krea/resource/9/t/class/2 in Spanish and English', async () => {
    at('/krea/resource/9/t/class/2');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Editor de recurso: docente' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Resource editor: teacher' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', () => {
    at('/krea/nope');
    render(<Root />);
    expect(window.location.pathname).toBe('/not-found');
  });

  it('enters /krea on the published list', () => {
    at('/krea');
    render(<Root />);
    expect(window.location.pathname).toBe('/krea/published');
    expect(screen.getByRole('heading', { level: 1, name: 'Publicados' })).toBeInTheDocument();
  });
});
