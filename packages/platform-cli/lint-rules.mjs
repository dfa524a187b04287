// The repository's own ESLint rules (eslint.config.mjs registers them as plugin `platform`):
//   platform/no-cycle        a module that imports, through its relative runtime imports, a module that imports it
//                            back. Type-only imports and dynamic import() are not runtime edges and do not count.
//   platform/feature-entry   code outside a feature folder (`src/features/<name>/`) imports that feature through its
//                            entry point (`features/<name>` = its index.ts), not a file inside it. Tests may reach in.
// The import graph is read from disk once per ESLint process (regular expressions over the source, which is enough
// for the import forms this repository uses) and shared by every file linted.
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];
// static imports and re-exports; `import type` / `export type` are dropped by the check below
const STATIC = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file a relative specifier names, or null (a package, or a file that is not there). */
export function resolveRelative(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  if (/\.(tsx?|mts|m?js)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

const edgesCache = new Map();
/** The runtime relative imports of `file` (resolved), read once. */
export function runtimeImports(file, text) {
  if (edgesCache.has(file)) return edgesCache.get(file);
  let source = text;
  if (source === undefined) {
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      source = '';
    }
  }
  const out = [];
  for (const m of source.matchAll(STATIC)) {
    if (m[2]) continue; // import type … / export type …
    const target = resolveRelative(file, m[3]);
    if (target) out.push({ spec: m[3], target });
  }
  edgesCache.set(file, out);
  return out;
}

/** A path of files from `start` back to `file` through runtime imports, or null. */
function pathBack(start, file) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length) {
    const [at, trail] = stack.pop();
    for (const { target } of runtimeImports(at)) {
      if (target === file) return trail;
      if (seen.has(target)) continue;
      seen.add(target);
      stack.push([target, [...trail, target]]);
    }
  }
  return null;
}

const relative = (cwd, f) => path.relative(cwd, f);

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid runtime import cycles between relative modules.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what both need into a third module (ADR 0020).' },
  },
  create(context) {
    const file = path.resolve(context.filename);
    return {
      Program(node) {
        const text = context.sourceCode.getText();
        edgesCache.delete(file); // the text being linted is the truth (an editor's unsaved buffer, a lint test)
        for (const { spec, target } of runtimeImports(file, text)) {
          const trail = pathBack(target, file);
          if (!trail) continue;
          const cycle = [file, ...trail, file].map((f) => relative(context.cwd, f)).join(' → ');
          const at = node.body.find((s) => s.source && s.source.value === spec) ?? node;
          context.report({ node: at, messageId: 'cycle', data: { cycle } });
        }
      },
    };
  },
};

const FEATURE = /^(.*\/src\/features\/[^/]+)\/(.+)$/;

const featureEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import a feature through its entry point (features/<name>/index.ts), not its files.' },
    schema: [],
    messages: {
      deep: "'{{spec}}' reaches into feature '{{feature}}': import it from its entry point (features/{{feature}}).",
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const own = FEATURE.exec(file)?.[1];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      const target = resolveRelative(file, spec);
      const m = target && FEATURE.exec(target);
      if (!m || m[1] === own) return;
      if (/^index\.(tsx?|js)$/.test(m[2])) return;
      context.report({ node, messageId: 'deep', data: { spec, feature: path.basename(m[1]) } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'platform' }, rules: { 'no-cycle': noCycle, 'feature-entry': featureEntry } };
