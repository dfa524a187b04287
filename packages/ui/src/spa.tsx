/**
 * `@platform/ui/spa`: single-spa lifecycles for a remote's React root, the part of single-spa-react
 * the platform uses (React 19 `createRoot`, an error boundary, update), without its React 15-18
 * branches, parcels and dom-element helpers (single-spa-react was 2.2 KB gz on every remote route;
 * this is a fraction of it). Same behaviour as `singleSpaReact({ React, ReactDOMClient, rootComponent,
 * errorBoundary })`:
 *  - mount renders `<rootComponent {...props}>` into `props.domElement`, `props.domElementGetter(props)`
 *    or `#single-spa-application:<name>` (created in <body>), and resolves once it has mounted;
 *  - an error thrown while rendering shows `errorBoundary(error, info, props)` in its place;
 *  - unmount unmounts the root and resolves once React has done it; update re-renders with new props.
 *
 * Not a shared module (no state): each remote bundles its own copy, as it did single-spa-react.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';

export interface SpaProps {
  name: string;
  domElement?: HTMLElement;
  domElementGetter?: (props: SpaProps) => HTMLElement;
  [key: string]: unknown;
}

export interface ReactLifecyclesOptions<P extends SpaProps = SpaProps> {
  rootComponent: ComponentType<P>;
  errorBoundary?: (error: Error, info: ErrorInfo | null, props: P) => ReactNode;
}

type Lifecycle<P> = (props: P) => Promise<void>;
export interface ReactLifecycles<P extends SpaProps = SpaProps> {
  bootstrap: Lifecycle<P>;
  mount: Lifecycle<P>;
  unmount: Lifecycle<P>;
  update: Lifecycle<P>;
}

class Boundary<P> extends Component<
  { props: P; fallback: NonNullable<ReactLifecyclesOptions['errorBoundary']>; children: ReactNode },
  { error: Error | null; info: ErrorInfo | null }
> {
  override state = { error: null as Error | null, info: null as ErrorInfo | null };
  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }
  override render() {
    const { error, info } = this.state;
    return error ? this.props.fallback(error, info, this.props.props as unknown as SpaProps) : this.props.children;
  }
}

/** Calls `onMount` / `onUnmount` after React committed (as single-spa-react's SingleSpaRoot). */
class Committed extends Component<{ onMount?: () => void; onUpdate?: () => void; onUnmount?: () => void; children: ReactNode }> {
  override componentDidMount() {
    setTimeout(() => this.props.onMount?.());
  }
  override componentDidUpdate() {
    setTimeout(() => this.props.onUpdate?.());
  }
  override componentWillUnmount() {
    setTimeout(() => this.props.onUnmount?.());
  }
  override render() {
    return this.props.children;
  }
}

function container(props: SpaProps): HTMLElement {
  if (props.domElement) return props.domElement;
  if (props.domElementGetter) return props.domElementGetter(props);
  const id = `single-spa-application:${props.name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.body.appendChild(el);
  }
  return el;
}

export function reactLifecycles<P extends SpaProps = SpaProps>(opts: ReactLifecyclesOptions<P>): ReactLifecycles<P> {
  const roots = new Map<string, ReactRoot>();
  const unmounted = new Map<string, () => void>();
  const updated = new Map<string, Array<() => void>>();
  const RootComponent = opts.rootComponent;

  const element = (props: P, onMount?: () => void) => {
    let tree: ReactNode = <RootComponent {...props} />;
    if (opts.errorBoundary) tree = <Boundary props={props} fallback={opts.errorBoundary as never}>{tree}</Boundary>;
    return (
      <Committed
        onMount={onMount}
        onUpdate={() => {
          updated.get(props.name)?.forEach((done) => done());
          updated.delete(props.name);
        }}
        onUnmount={() => {
          unmounted.get(props.name)?.();
          unmounted.delete(props.name);
        }}
      >
        {tree}
      </Committed>
    );
  };

  return {
    bootstrap: () => Promise.resolve(),
    mount: (props) =>
      new Promise<void>((resolve) => {
        const root = createRoot(container(props));
        roots.set(props.name, root);
        root.render(element(props, resolve));
      }),
    unmount: (props) =>
      new Promise<void>((resolve) => {
        const root = roots.get(props.name);
        if (!root) return resolve();
        unmounted.set(props.name, resolve);
        roots.delete(props.name);
        root.unmount();
      }),
    update: (props) =>
      new Promise<void>((resolve) => {
        updated.set(props.name, [...(updated.get(props.name) ?? []), resolve]);
        roots.get(props.name)?.render(element(props));
      }),
  };
}
