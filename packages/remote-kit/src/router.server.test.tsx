/**
 * @jest-environment node
 */
/**
 * A route table rendered on the server (no window, e.g. mf-explore's src/server.tsx): it renders the location of the
 * render's scope (`RenderScopeProvider`, ADR 0053) — each render its own path, nothing kept between renders.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useParams } from '@platform/router';
import { RenderScopeProvider, type RenderScope } from '@platform/ui/base';
import { plainRoutes } from './paths';
import { reactRoutes } from './router';

function Item() {
  return <h1>item {useParams().id}</h1>;
}
const Routes = reactRoutes([
  {
    path: '/kit',
    children: [
      { index: true, element: <h1>home</h1> },
      { path: ':id', element: <Item /> },
    ],
  },
]);
const Plain = plainRoutes([{ path: '/r/:id', render: ({ id }) => <p>link {id}</p> }]);

const scoped = (pathname: string, node: ReactNode) => (
  <RenderScopeProvider value={{ location: { pathname, search: '' } } as unknown as RenderScope}>
    {node}
  </RenderScopeProvider>
);

it("renders its scope's pathname (no window, no BrowserRouter)", () => {
  expect(typeof window).toBe('undefined');
  expect(renderToString(scoped('/kit', <Routes />))).toBe('<h1>home</h1>');
  expect(renderToString(scoped('/kit/7', <Routes />))).toBe('<h1>item <!-- -->7</h1>');
  expect(renderToString(scoped('/r/12', <Plain />))).toBe('<p>link <!-- -->12</p>');
});

it('two renders in one tree each read their own scope (no path shared between renders)', () => {
  const both = (
    <>
      {scoped('/kit/1', <Routes />)}
      {scoped('/kit/2', <Routes />)}
    </>
  );
  expect(renderToString(both)).toBe('<h1>item <!-- -->1</h1><h1>item <!-- -->2</h1>');
});
