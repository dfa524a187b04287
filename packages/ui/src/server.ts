/**
 * What the server renders of the apps share (`@platform/ui/server`, imported only by their server entries: the
 * shell's pre-render and signed-in render, mf-explore's and mf-student-view's server renders — never by a browser
 * build): the emotion CSS a render produced, in the form emotion's browser cache adopts, and JSON that is safe inside
 * a `<script type="application/json">`.
 */
import { PassThrough } from 'node:stream';
import { css } from '@emotion/react';
import { THEME_CSS_ATTR } from './provider';
import { getSystem } from './system';

/** The parts of an emotion cache (`@emotion/cache`) a render's CSS is read from. */
export interface RenderedCache {
  key: string;
  inserted: Record<string, string | true | undefined>;
  registered: Record<string, string | undefined>;
}

/** An emotion cache as `@emotion/cache` creates it (what serverTheme writes the theme's CSS with). */
export interface InsertingCache extends RenderedCache {
  compat?: true;
  sheet: unknown;
  insert(selector: string, serialized: { name: string; styles: string }, sheet: unknown, shouldCache: boolean): unknown;
}

/**
 * The emotion name of the Chakra system's global CSS (what ChakraProvider's <Global> serializes): its <style> is
 * marked with THEME_CSS_ATTR, so the browser's provider adopts it by name without building it.
 */
export const themeCssName = (): string => css(getSystem()._global as Parameters<typeof css>[0]).name;

/**
 * The theme's global CSS (every token as a CSS variable, preflight, global styles: ~33 KB) of a server bundle, as
 * emotion writes it — a constant of the build's theme, computed once by each server entry (`newCache`: @emotion/cache's
 * createCache). A render's scope carries it (`RenderScope.theme`): its ChakraProvider then adopts the theme by name
 * (`DesignSystemProvider`, as a browser does with the server's CSS) instead of serializing it again, and
 * collectEmotionStyles writes this copy (issue 28: ~1.5 ms per serialization, four per signed-in /feed).
 */
export interface ServerTheme {
  name: string;
  css: string;
}
export function serverTheme(newCache: () => InsertingCache): ServerTheme | undefined {
  const serialized = css(getSystem()._global as Parameters<typeof css>[0]);
  const cache = newCache();
  cache.compat = true;
  cache.insert('', serialized, cache.sheet, true);
  const rules = cache.inserted[serialized.name];
  // emotion's browser build (a DOM is there: jsdom tests) writes into the document, not the cache: no copy then, the
  // renders serialize the theme as a browser does
  return typeof rules === 'string' && rules ? { name: serialized.name, css: rules } : undefined;
}

/**
 * emotion's CSS of one render (a cache created with `compat = true`, so its rules stay in `cache.inserted`): global
 * rules one `<style>` each, the rest in one `<style>` listing its ids. `theme: 'mark'` marks the theme's global CSS
 * with THEME_CSS_ATTR (the page's first render carries it); `'omit'` leaves it out (another render of the same page,
 * e.g. the shell's, carries it). With `server` (serverTheme), the theme's CSS is that copy (the render adopted the
 * theme by name and wrote none).
 */
export function collectEmotionStyles(cache: RenderedCache, theme: 'mark' | 'omit', server?: ServerTheme): string {
  const themeName = server?.name ?? themeCssName();
  const globals: string[] = [];
  const ids: string[] = [];
  let rules = '';
  for (const [id, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string' || (theme === 'omit' && id === themeName)) continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      const isTheme = id === themeName;
      const mark = theme === 'mark' && isTheme ? ` ${THEME_CSS_ATTR}` : '';
      const text = isTheme && server ? server.css : inserted;
      globals.push(`<style data-emotion="${cache.key}-global ${id}"${mark}>${text}</style>`);
    } else {
      ids.push(id);
      rules += inserted;
    }
  }
  return globals.join('') + (ids.length ? `<style data-emotion="${cache.key} ${ids.join(' ')}">${rules}</style>` : '');
}

/** JSON for an HTML `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 escaped, so nothing can end it early. */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A Node stream's whole text (React's static prerender output). */
export async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
