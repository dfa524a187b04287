import '@testing-library/jest-dom';
import { reactLifecycles, type SpaProps } from './spa';

function Hello({ who }: SpaProps & { who?: string }) {
  return <p>hello {who}</p>;
}
function Boom(): never {
  throw new Error('boom');
}

// single-spa drives these lifecycles outside React's act(): let React schedule as in a browser
beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true; });

describe('reactLifecycles (single-spa lifecycles of a remote root)', () => {
  it('mounts into the element single-spa gives it, updates with new props and unmounts', async () => {
    const el = document.createElement('section');
    document.body.appendChild(el);
    const app = reactLifecycles<SpaProps & { who?: string }>({ rootComponent: Hello });
    const props = { name: 'mf-x', domElementGetter: () => el, who: 'ana' };
    await app.bootstrap(props);
    await app.mount(props);
    expect(el).toHaveTextContent('hello ana');
    await app.update({ ...props, who: 'pau' });
    expect(el).toHaveTextContent('hello pau');
    await app.unmount(props);
    expect(el).toBeEmptyDOMElement();
    await expect(app.unmount(props)).resolves.toBeUndefined(); // nothing mounted: resolves
  });

  it('uses props.domElement, or #single-spa-application:<name> when none is given', async () => {
    const app = reactLifecycles({ rootComponent: Hello });
    await app.mount({ name: 'mf-y' });
    expect(document.getElementById('single-spa-application:mf-y')).toHaveTextContent('hello');
    await app.unmount({ name: 'mf-y' });
    const el = document.createElement('div');
    await app.mount({ name: 'mf-z', domElement: el });
    expect(el).toHaveTextContent('hello');
  });

  it('shows the error boundary when the root throws while rendering', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = document.createElement('div');
    const app = reactLifecycles({ rootComponent: Boom, errorBoundary: (err, _info, props) => <p>{props.name} failed: {err.message}</p> });
    await app.mount({ name: 'mf-w', domElement: el });
    expect(el).toHaveTextContent('mf-w failed: boom');
    spy.mockRestore();
  });
});
