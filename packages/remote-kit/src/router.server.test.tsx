/**
 * @jest-environment node
 */
/**
 * A react-router table rendered on the server (no window, e.g. mf-explore's src/server.tsx): it renders the path given
 * to setServerPathname, as the './paths' tables do.
 */
import { renderToString } from 'react-dom/server';
import { useParams } from '@platform/router';
import { setServerPathname } from './paths';
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

it('renders the server pathname (no window, no BrowserRouter)', () => {
  expect(typeof window).toBe('undefined');
  setServerPathname('/kit');
  expect(renderToString(<Routes />)).toBe('<h1>home</h1>');
  setServerPathname('/kit/7');
  expect(renderToString(<Routes />)).toBe('<h1>item <!-- -->7</h1>');
});
