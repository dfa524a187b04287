/**
 * What the apps' bundles get for `hoist-non-react-statics` (index.cjs alias, ADR 0044): the package's own function
 * (v3.3.2, dist/hoist-non-react-statics.cjs.js), unchanged but for how it recognises forwardRef and memo components:
 * by their `$$typeof` symbols, which is what its react-is v16 dependency compares (`Symbol.for('react.forward_ref')`,
 * `Symbol.for('react.memo')`, the same in React 19). Only @emotion/react's `withTheme` calls it, and no app does; the
 * shared @emotion/react is never tree-shaken, so it and react-is were on every Chakra route (≈1 KB gz).
 * config.test.mjs compares it with the package's file.
 */
const FORWARD_REF = Symbol.for('react.forward_ref');
const MEMO = Symbol.for('react.memo');

const REACT_STATICS = {
  childContextTypes: true,
  contextType: true,
  contextTypes: true,
  defaultProps: true,
  displayName: true,
  getDefaultProps: true,
  getDerivedStateFromError: true,
  getDerivedStateFromProps: true,
  mixins: true,
  propTypes: true,
  type: true,
};
const KNOWN_STATICS = {
  name: true,
  length: true,
  prototype: true,
  caller: true,
  callee: true,
  arguments: true,
  arity: true,
};
const FORWARD_REF_STATICS = {
  $$typeof: true,
  render: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
};
const MEMO_STATICS = {
  $$typeof: true,
  compare: true,
  defaultProps: true,
  displayName: true,
  propTypes: true,
  type: true,
};
const TYPE_STATICS = { [FORWARD_REF]: FORWARD_REF_STATICS, [MEMO]: MEMO_STATICS };

function getStatics(component) {
  if (component && typeof component === 'object' && component.$$typeof === MEMO) return MEMO_STATICS;
  return TYPE_STATICS[component['$$typeof']] || REACT_STATICS;
}

export default function hoistNonReactStatics(targetComponent, sourceComponent, blacklist) {
  if (typeof sourceComponent !== 'string') {
    const inheritedComponent = Object.getPrototypeOf(sourceComponent);
    if (inheritedComponent && inheritedComponent !== Object.prototype) {
      hoistNonReactStatics(targetComponent, inheritedComponent, blacklist);
    }
    const keys = [...Object.getOwnPropertyNames(sourceComponent), ...Object.getOwnPropertySymbols(sourceComponent)];
    const targetStatics = getStatics(targetComponent);
    const sourceStatics = getStatics(sourceComponent);
    for (const key of keys) {
      if (
        !KNOWN_STATICS[key] &&
        !(blacklist && blacklist[key]) &&
        !(sourceStatics && sourceStatics[key]) &&
        !(targetStatics && targetStatics[key])
      ) {
        const descriptor = Object.getOwnPropertyDescriptor(sourceComponent, key);
        try {
          // Avoid failures from read-only properties
          Object.defineProperty(targetComponent, key, descriptor);
        } catch {
          /* as the original */
        }
      }
    }
  }
  return targetComponent;
}
