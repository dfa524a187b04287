#!/usr/bin/env node
// Fails when a key exists in one language but not in another, or when a value is empty.
// Usage: node check-keys.mjs [localesDir]   (wired as `pnpm --filter @platform/i18n check` and root `pnpm i18n:check`)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LANGS = ['es', 'en', 'ca'];

function flatten(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj ?? {})) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) flatten(v, key, out);
    else out.set(key, v);
  }
  return out;
}

export function checkLocales(dir) {
  const problems = [];
  const namespaces = new Set();
  for (const l of LANGS) {
    const d = path.join(dir, l);
    if (!fs.existsSync(d)) {
      problems.push(`missing language folder ${l}/`);
      continue;
    }
    for (const f of fs.readdirSync(d)) if (f.endsWith('.json')) namespaces.add(f.replace(/\.json$/, ''));
  }
  let keys = 0;
  for (const ns of [...namespaces].sort()) {
    const maps = {};
    for (const l of LANGS) {
      const file = path.join(dir, l, `${ns}.json`);
      if (!fs.existsSync(file)) {
        problems.push(`${l}/${ns}.json is missing`);
        maps[l] = new Map();
        continue;
      }
      try {
        maps[l] = flatten(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch (e) {
        problems.push(`${l}/${ns}.json is not valid JSON: ${e.message}`);
        maps[l] = new Map();
      }
    }
    const all = new Set(LANGS.flatMap((l) => [...maps[l].keys()]));
    keys += all.size;
    for (const key of [...all].sort()) {
      for (const l of LANGS) {
        if (!maps[l].has(key)) problems.push(`${ns}:${key} missing in ${l}`);
        else {
          const v = maps[l].get(key);
          if (typeof v !== 'string' || v.trim() === '') problems.push(`${ns}:${key} is empty or not a string in ${l}`);
        }
      }
    }
  }
  return { problems, namespaces: [...namespaces].sort(), keys };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales'));
  const { problems, namespaces, keys } = checkLocales(dir);
  if (problems.length) {
    console.error(`i18n check FAILED (${problems.length} problem(s)):`);
    for (const p of problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  console.log(
    `i18n check OK: ${keys} keys in ${namespaces.length} namespaces (${namespaces.join(', ')}) × ${LANGS.join('/')}`,
  );
}
