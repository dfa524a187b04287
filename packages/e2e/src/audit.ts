/**
 * What a phone (and a desktop) asks of every screen, measured in the page: the viewport, sideways scrolling, the
 * smallest text, touch targets (WCAG 2.2, 2.5.8) and axe-core's serious or critical violations.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface ScreenAudit {
  viewport: string;
  /** the page's width beyond the window, in CSS px (0 when nothing scrolls sideways) */
  overflow: number;
  /** the offending element when something scrolls sideways */
  overflowBy: string;
  /** the smallest computed font size of visible text, and where */
  smallestText: { px: number; where: string };
  /** targets under 24×24 px without the spacing or inline exception */
  smallTargets: string[];
  /** controls past the screen's left or right edge (outside a box that scrolls sideways) */
  offscreen: string[];
  /** axe-core's serious and critical violations: rule id and the first offending node */
  axe: string[];
}

const inflight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests in flight, for settle(); call once when the page opens. */
export function trackRequests(page: Page): void {
  const open = new Set<unknown>();
  inflight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/**
 * Waits until the screen has settled: no request in flight for 150 ms (the network-idle load state waits 500 ms on
 * every screen), no busy region or spinner, and two frames painted.
 */
export async function settle(page: Page, timeout = 8000): Promise<void> {
  const open = inflight.get(page);
  const end = Date.now() + timeout;
  let quietSince = Date.now();
  while (open && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50));
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
  }
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"], .chakra-spinner, [data-loading]') &&
        new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(true)))),
      undefined,
      { timeout: Math.max(1000, end - Date.now()) },
    )
    .catch(() => undefined);
}

export async function auditScreen(page: Page, opts: { minText?: number } = {}): Promise<ScreenAudit> {
  const minText = opts.minText ?? 12;
  const measured = await page.evaluate((min) => {
    const describe = (el: Element): string => {
      const h = el as HTMLElement;
      const name = (h.getAttribute('aria-label') || h.innerText || h.getAttribute('title') || '').trim().slice(0, 40);
      const id = h.id ? `#${h.id}` : '';
      const testId = h.dataset.testid ? `[data-testid=${h.dataset.testid}]` : '';
      return `${el.tagName.toLowerCase()}${id}${testId} "${name.replace(/\s+/g, ' ')}"`;
    };
    const visible = (el: Element): boolean => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    const viewport = document.querySelector('meta[name=viewport]')?.getAttribute('content') ?? '';
    const width = document.documentElement.clientWidth; // the layout viewport (a phone zooms out to fit wide content)
    const overflow = Math.max(0, document.documentElement.scrollWidth - width);
    let overflowBy = '';
    if (overflow > 0) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.right > width + 1 && visible(el)) {
          // the outermost element that sticks out, not its children
          let inside = false;
          for (let p = el.parentElement; p; p = p.parentElement) {
            const s = getComputedStyle(p);
            if (s.overflowX !== 'visible' && p !== document.body && p !== document.documentElement) inside = true;
          }
          if (!inside) {
            overflowBy = describe(el);
            break;
          }
        }
      }
    }
    // the smallest text a user has to read: elements with a direct, non-blank text node
    let smallest = { px: 99, where: '' };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent?.trim() || !visible(el)) continue;
      if (el.closest('[aria-hidden="true"], script, style, noscript, .sr-only, [data-sr-only]')) continue;
      const s = getComputedStyle(el);
      // visually hidden text (clip or 1px boxes) is for screen readers
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || s.clip === 'rect(0px, 0px, 0px, 0px)' || s.clipPath === 'inset(50%)')
        continue;
      const px = parseFloat(s.fontSize);
      if (px < smallest.px) smallest = { px, where: describe(el) };
    }
    // touch targets (2.5.8): at least 24×24, or undersized but spaced (a 24 px circle on its centre meets no other
    // target nor another undersized target's circle), or a link inside a sentence
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
    const targets = [...document.querySelectorAll(selector)].filter(
      (el) => visible(el) && !el.closest('[aria-hidden="true"], [inert]') && !(el as HTMLInputElement).disabled,
    );
    // a native control's label activates it too: its target is the label's box when that is larger
    const boxOf = (el: Element): DOMRect => {
      const own = el.getBoundingClientRect();
      const label = el instanceof HTMLInputElement ? (el.labels?.[0] ?? null) : null;
      if (!label) return own;
      const l = label.getBoundingClientRect();
      return l.width * l.height > own.width * own.height ? l : own;
    };
    const boxes = targets.map((el) => ({ el, r: boxOf(el) }));
    const small = boxes.filter(({ el, r }) => {
      if (r.width >= 24 && r.height >= 24) return false;
      // a visually hidden native input whose label is the target (custom checkboxes and radios)
      if (el instanceof HTMLInputElement && (r.width <= 1 || r.height <= 1)) return false;
      // inline: a link in a line of text
      if (getComputedStyle(el).display === 'inline' && el.parentElement) {
        const text = (el.parentElement.textContent ?? '').replace((el.textContent ?? '').trim(), '').trim();
        if (text.length > 0) return false;
      }
      return true;
    });
    const smallSet = new Set(small.map((b) => b.el));
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const smallTargets: string[] = [];
    for (const a of small) {
      const c = centre(a.r);
      const crowded = boxes.some((b) => {
        if (b.el === a.el || b.el.contains(a.el) || a.el.contains(b.el)) return false;
        if (smallSet.has(b.el)) {
          const d = centre(b.r);
          return Math.hypot(c.x - d.x, c.y - d.y) < 24;
        }
        return distToRect(c, b.r) < 12;
      });
      if (crowded) smallTargets.push(`${describe(a.el)} ${Math.round(a.r.width)}×${Math.round(a.r.height)}`);
    }
    // controls cut off by the screen's edge (a bar that clips instead of scrolling hides them without overflowing);
    // not those parked wholly to the left until focused (skip links)
    const scrollsSideways = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === 'auto' || x === 'scroll') return true;
      }
      return false;
    };
    const offscreen = boxes
      .filter(({ el, r }) => (r.right > width + 1 || r.left < -1) && r.right > 0 && !scrollsSideways(el))
      .map(({ el, r }) => `${describe(el)} at ${Math.round(r.left)}-${Math.round(r.right)} px`);
    if (smallest.px >= min) smallest = { px: smallest.px, where: '' };
    return { viewport, overflow, overflowBy, smallestText: smallest, smallTargets, offscreen };
  }, minText);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // CDP evaluation: the page's CSP stays as served
  const axe = await page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run: (
          ctx: Document,
          o: object,
        ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  });
  return { ...measured, axe };
}

/** The problems of an audit as lines, empty when the screen passes. */
export function problems(a: ScreenAudit, phone: boolean, minText = 12): string[] {
  const out: string[] = [];
  if (!/width=device-width/.test(a.viewport)) out.push(`viewport "${a.viewport}"`);
  if (a.overflow > 1) out.push(`scrolls sideways by ${a.overflow} px (${a.overflowBy})`);
  if (phone && a.smallestText.px < minText) out.push(`text of ${a.smallestText.px} px: ${a.smallestText.where}`);
  if (phone) for (const t of a.smallTargets) out.push(`small target ${t}`);
  for (const c of a.offscreen) out.push(`control off the screen: ${c}`);
  for (const v of a.axe) out.push(`axe ${v}`);
  return out;
}
