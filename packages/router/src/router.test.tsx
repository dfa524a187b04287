import '@testing-library/jest-dom';
import { render, screen, fireEvent } from '@testing-library/react';
import * as facade from './index';
import { MemoryRouter, Link, Navigate, useNavigate, useParams, useRoutes, useSearchParams, createPath } from './index';

function Resource() {
  const { id } = useParams();
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>
        resource {id} tab={sp.get('tab')}
      </h1>
      <button type="button" onClick={() => navigate('/r/10?tab=student')}>
        ten
      </button>
    </>
  );
}

/** A route table as the remote kit renders it (useRoutes with objects). */
function Table() {
  return useRoutes([
    { path: '/old', element: <Navigate to="/r/7?tab=class" replace /> },
    {
      path: '/r',
      children: [
        {
          path: ':id',
          element: (
            <>
              <Link to="/r/8">eight</Link>
              <Resource />
            </>
          ),
        },
      ],
    },
  ]);
}

describe('@platform/router facade', () => {
  it('routes, params, search params, links, navigate and redirects work through the facade', () => {
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Table />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('resource 7 tab=class');
    fireEvent.click(screen.getByRole('link', { name: 'eight' }));
    expect(screen.getByRole('heading')).toHaveTextContent('resource 8 tab=');
    fireEvent.click(screen.getByRole('button', { name: 'ten' }));
    expect(screen.getByRole('heading')).toHaveTextContent('resource 10 tab=student');
  });

  it('createPath', () => {
    expect(createPath({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });

  it('exports only the router APIs the apps use (a shared module is not tree-shaken)', () => {
    expect(Object.keys(facade).sort()).toEqual(
      [
        'BrowserRouter',
        'Link',
        'MemoryRouter',
        'Navigate',
        'Router',
        'createPath',
        'useNavigate',
        'useParams',
        'useRoutes',
        'useSearchParams',
      ].sort(),
    );
  });
});
