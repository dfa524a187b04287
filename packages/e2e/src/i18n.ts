/**
 * The platform's own translation files, so browser tests find controls by the same accessible names a
 * user reads, in each language, without copying texts into the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './platform';

export type { AppLocale as Lang } from '@platform/contracts';
import type { AppLocale as Lang } from '@platform/contracts';
const cache = new Map<string, Record<string, unknown>>();

function load(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let res = cache.get(key);
  if (!res) {
    res = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'packages/i18n/locales', lang, `${ns}.json`), 'utf8'),
    ) as Record<string, unknown>;
    cache.set(key, res);
  }
  return res;
}

/** Like the platform's i18next (`fallbackNS`): a key not in its namespace is looked up in these. */
const FALLBACK_NS = ['common', 'pages', 'tour'];

function lookup(lang: Lang, ns: string, key: string): unknown {
  let node: unknown = load(lang, ns);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** t('en', 'shell:login.submit') → "Log in". Throws on a missing key so a renamed key fails loudly. */
export function t(lang: Lang, nsKey: string, vars: Record<string, string | number> = {}): string {
  const [ns, key] = nsKey.includes(':') ? nsKey.split(':', 2) : ['common', nsKey];
  let node = lookup(lang, ns, key);
  for (const fb of FALLBACK_NS) if (typeof node !== 'string' && fb !== ns) node = lookup(lang, fb, key);
  if (typeof node !== 'string') throw new Error(`missing translation ${lang}/${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? `{{${v}}}`));
}

/** A RegExp matching the text exactly (escaped), for getByRole name options. */
export const exact = (s: string): RegExp => new RegExp(`^\\s*${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
