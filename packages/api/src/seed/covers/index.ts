/**
 * Generated cover images (SVG, no downloads). `coverSvg` draws a gradient with a simple geometric
 * motif chosen from the key; `listCovers` lists every cover path used by a catalogue with its SVG,
 * so the seeder can write them under the data folder (`/files/demo/covers/<key>.svg`).
 */
import type { Catalogue } from '../catalogue/types';
import { categories, sdgs } from '../catalogue/data/reference';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hexToHsl(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1], 16) : 0x2f80ed;
  const r = ((n >> 16) & 255) / 255,
    g = ((n >> 8) & 255) / 255,
    b = (n & 255) / 255;
  const max = Math.max(r, g, b),
    min = Math.min(r, g, b),
    l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}
const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${(((h % 360) + 360) % 360) | 0},${Math.max(0, Math.min(100, s)) | 0}%,${Math.max(0, Math.min(100, l)) | 0}%,${a})`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const W = 640,
  H = 360;

/** A pleasant 640x360 SVG: two-tone gradient, a motif picked from the key, no text (title in <title>). */
export function coverSvg(key: string, title: string, color: string): string {
  const r = rng(hash(key));
  const [h, s, l] = hexToHsl(color);
  const c1 = hsl(h, s, Math.min(l, 55));
  const c2 = hsl(h + 25 + r() * 30, s * 0.9, Math.min(l + 18, 72));
  const ink = (a: number) => hsl(h - 10, 30, 97, a);
  const motif = hash(key + '#') % 5;
  const shapes: string[] = [];
  if (motif === 0) {
    // bubbles
    for (let i = 0; i < 9; i++)
      shapes.push(
        `<circle cx="${(r() * W) | 0}" cy="${(r() * H) | 0}" r="${(20 + r() * 90) | 0}" fill="${ink(0.08 + r() * 0.14)}"/>`,
      );
  } else if (motif === 1) {
    // triangles
    for (let i = 0; i < 10; i++) {
      const x = r() * W,
        y = r() * H,
        z = 30 + r() * 80;
      shapes.push(
        `<polygon points="${x | 0},${(y - z) | 0} ${(x + z) | 0},${(y + z * 0.7) | 0} ${(x - z) | 0},${(y + z * 0.7) | 0}" fill="${ink(0.07 + r() * 0.15)}"/>`,
      );
    }
  } else if (motif === 2) {
    // waves
    for (let i = 0; i < 5; i++) {
      const y = 120 + i * 50,
        a = 20 + r() * 25;
      shapes.push(
        `<path d="M0 ${y} C ${W * 0.25} ${y - a}, ${W * 0.35} ${y + a}, ${W * 0.5} ${y} S ${W * 0.8} ${y - a}, ${W} ${y} V ${H} H 0 Z" fill="${ink(0.07 + i * 0.03)}"/>`,
      );
    }
  } else if (motif === 3) {
    // dot grid
    for (let x = 40; x < W; x += 48)
      for (let y = 40; y < H; y += 48)
        if (r() < 0.7)
          shapes.push(`<circle cx="${x}" cy="${y}" r="${(4 + r() * 8) | 0}" fill="${ink(0.12 + r() * 0.2)}"/>`);
  } else {
    // blocks
    for (let i = 0; i < 8; i++)
      shapes.push(
        `<rect x="${(r() * W) | 0}" y="${(r() * H) | 0}" width="${(40 + r() * 140) | 0}" height="${(40 + r() * 140) | 0}" rx="18" transform="rotate(${(r() * 40 - 20) | 0} ${W / 2} ${H / 2})" fill="${ink(0.07 + r() * 0.14)}"/>`,
      );
  }
  const id = `g${hash(key).toString(36)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img"><title>${esc(title)}</title>` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id})"/>${shapes.join('')}` +
    `<circle cx="${W - 70}" cy="70" r="34" fill="none" stroke="${ink(0.55)}" stroke-width="6"/></svg>`
  );
}

/** Every cover used by the catalogue (resources, programs, folders, author pictures), deduplicated by path. */
export function listCovers(catalogue: Catalogue): Array<{ path: string; svg: string }> {
  const colorOf = new Map(categories.map((c) => [c.slug, c.color] as const));
  const sdgColor = new Map(sdgs.map((s) => [s.id, s.color] as const));
  const seen = new Map<string, string>();
  const add = (path: string | null, title: string, color: string) => {
    if (!path || seen.has(path)) return;
    const key = path.replace(/^.*\//, '').replace(/\.svg$/, '');
    seen.set(path, coverSvg(key, title, color));
  };
  for (const r of catalogue.resources)
    if (!seen.has(r.cover)) add(r.cover, r.title.es, colorOf.get(r.categorySlug) ?? '#2F80ED');
  for (const p of catalogue.programs) add(p.cover, p.title.es, colorOf.get(p.categorySlug) ?? '#2F80ED');
  for (const f of catalogue.providerFolders) add(f.cover, f.name.es, sdgColor.get(f.sdgIds[0]) ?? '#19486A');
  const palette = ['#2F80ED', '#27AE60', '#F2994A', '#9B51E0', '#EB5757', '#2D9CDB', '#219653', '#F2C94C'];
  for (const a of catalogue.authors) add(a.picture, a.name, palette[hash(a.key) % palette.length]);
  return [...seen].map(([path, svg]) => ({ path, svg }));
}
