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

describe('mf-student-view routes (react-router rules without react-router)', () => {
  it('matches like react-router: case-insensitive, trailing slashes, decoded params', async () => {
    const { matchStudentRoute } = await import('./location');
    expect(matchStudentRoute('/r/33')).toEqual({ name: 'trigger', params: { id: '33' } });
    expect(matchStudentRoute('/R/33/')).toEqual({ name: 'trigger', params: { id: '33' } });
    expect(matchStudentRoute('/r/33/class/2//')).toEqual({ name: 'class', params: { id: '33', classId: '2' } });
    expect(matchStudentRoute('/r/a%20b/class/c%2Fd')).toEqual({ name: 'class', params: { id: 'a b', classId: 'c/d' } });
    expect(matchStudentRoute('/r')).toEqual({ name: 'not-found' });
    expect(matchStudentRoute('/r/33/class')).toEqual({ name: 'not-found' });
    expect(matchStudentRoute('/r/33/s')).toEqual({ name: 'not-found' });
    expect(matchStudentRoute('/feed')).toEqual({ name: 'not-found' });
  });

  it('follows navigations (popstate) like BrowserRouter', () => {
    at('/r/33');
    render(<Root />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recurso para el alumnado' })).toBeInTheDocument();
    act(() => {
      window.history.pushState(null, '', '/r/33/class/4');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Clase 4' })).toBeInTheDocument();
  });
});
