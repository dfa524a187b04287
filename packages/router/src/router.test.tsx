import '@testing-library/jest-dom';
import { render, screen, fireEvent } from '@testing-library/react';
import {
  MemoryRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useParams, useSearchParams, useLocation,
  matchPath, generatePath, createPath,
} from './index';

function Resource() {
  const { id } = useParams();
  const [sp] = useSearchParams();
  const loc = useLocation();
  return <h1>resource {id} tab={sp.get('tab')} at {loc.pathname}</h1>;
}

describe('@platform/router facade', () => {
  it('routes, params, search params, links and redirects work through the facade', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Routes>
          <Route path="/old" element={<Navigate to="/r/7?tab=class" replace />} />
          <Route path="/r" element={<div><NavLink to="/r/8">eight</NavLink><Outlet /></div>}>
            <Route path=":id" element={<Resource />} />
          </Route>
          <Route path="/home" element={<Link to="/r/9">nine</Link>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('resource 7 tab=class at /r/7');
    fireEvent.click(screen.getByRole('link', { name: 'eight' }));
    expect(screen.getByRole('heading')).toHaveTextContent('resource 8 tab= at /r/8');
  });

  it('path helpers', () => {
    expect(matchPath('/r/:id/*', '/r/5/class/2')?.params.id).toBe('5');
    expect(matchPath('/r/:id', '/folders')).toBeNull();
    expect(generatePath('/program/:id', { id: '3' })).toBe('/program/3');
    expect(createPath({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });
});
