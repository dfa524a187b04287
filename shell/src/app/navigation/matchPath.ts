/**
 * Path patterns of the route table ('/quote/:license', '/r/:id/*', …) matched the way react-router's
 * `matchPath` does (same pattern syntax, case-insensitive unless asked, trailing slashes allowed,
 * `*` splat). The shell's own copy: the route table, the guard and single-spa's activity functions
 * run on every first load, and importing the router for this one function would add the whole
 * shared router chunk to routes that render no react-router tree (login, shell pages).
 */
export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  end?: boolean;
}

type Compiled = { re: RegExp; params: string[] };
const cache = new Map<string, Compiled>();

function compile(path: string, caseSensitive: boolean, end: boolean): Compiled {
  const cacheKey = `${caseSensitive ? 1 : 0}${end ? 1 : 0}${path}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const params: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_m, name: string, optional?: string) => {
        params.push(name);
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const compiled = { re: new RegExp(source, caseSensitive ? undefined : 'i'), params };
  cache.set(cacheKey, compiled);
  return compiled;
}

/** `{ params }` of `pathname` for `pattern`, or null when it does not match. */
export function matchPath(
  pattern: PathPattern | string,
  pathname: string,
): { params: Record<string, string | undefined> } | null {
  const p = typeof pattern === 'string' ? { path: pattern } : pattern;
  const { re, params } = compile(p.path, p.caseSensitive ?? false, p.end ?? true);
  const m = pathname.match(re);
  if (!m) return null;
  const out: Record<string, string | undefined> = {};
  params.forEach((name, i) => {
    const value = m[i + 1];
    out[name] = value === undefined ? undefined : value.replace(/%2F/g, '/');
  });
  return { params: out };
}
