import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@platform/i18n';
import { Root } from './Root';

const at = (path: string) => window.history.pushState(null, '', path);

describe('mf-student-view', () => {
  afterEach(async () => {
    await act(async () => { await changeLanguage('es'); });
  });

  it('renders /r/33/class/2 in Spanish and English', async () => {
    at('/r/33/class/2');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 2' })).toBeInTheDocument();
    await act(async () => { await changeLanguage('en'); });
    expect(screen.getByRole('heading', { level: 1, name: 'Class 2' })).toBeInTheDocument();
  });

  it('sends unknown sub-paths to /not-found', () => {
    at('/r/33/other/x');
    render(<Root />);
    expect(window.location.pathname).toBe('/not-found');
  });

  it('renders the trigger tab', () => {
    at('/r/33');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recurso para el alumnado' })).toBeInTheDocument();
    expect(screen.getByText(/recurso 33/)).toBeInTheDocument();
  });
});
