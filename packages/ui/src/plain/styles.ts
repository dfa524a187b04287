/**
 * The stylesheet of the Chakra-free pieces ('@platform/ui/plain'): the public student route's bar and
 * screens. Scoped under `.pl-base` (and `pl-` classes) so that it never fights Chakra's preflight
 * when both are on the page; its one global rule, `body{margin:0}`, is the preflight's own. Colours
 * and fonts come from the build-time brand as CSS variables. Injected once per document, on first use.
 */
import { activeBrand, type Brand } from '../brand';

const MD = '48em'; // Chakra's `md` breakpoint, so hideFrom/hideBelow agree across the two systems

export function baseCss(brand: Brand = activeBrand): string {
  const p = brand.colors.primary;
  return `:root{--pl-primary-50:${p['50']};--pl-primary-500:${p['500']};--pl-primary-600:${p['600']};--pl-primary-700:${p['700']};--pl-fg:${brand.colors.text};--pl-muted:#52525b;--pl-border:#e4e4e7;--pl-danger:${brand.colors.danger};--pl-font-body:${brand.fonts.body};--pl-font-heading:${brand.fonts.heading}}
body{margin:0}
.pl-base{font-family:var(--pl-font-body);color:var(--pl-fg);line-height:1.5;-webkit-font-smoothing:antialiased;background:#fff}
.pl-base *,.pl-base *::before,.pl-base *::after{box-sizing:border-box}
.pl-base h1,.pl-base h2,.pl-base h3{font-family:var(--pl-font-heading);line-height:1.25;margin:0 0 .75rem}
.pl-base h1{font-size:1.875rem}.pl-base h2{font-size:1.5rem}.pl-base h3{font-size:1.125rem}
.pl-base p{margin:0 0 .75rem}
.pl-layout{display:flex;flex-direction:column;min-height:100vh}
.pl-main{flex:1;outline:none;position:relative}
.pl-container{max-width:72rem;margin:0 auto;padding:2rem 1rem}
.pl-muted{color:var(--pl-muted)}
.pl-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:.75rem;padding:4rem 1rem}
.pl-bar{position:sticky;top:0;z-index:100;background:#fff;border-bottom:1px solid var(--pl-border)}
.pl-bar-inner{max-width:1200px;margin:0 auto;padding:0 1rem;height:56px;display:flex;align-items:center;gap:.75rem}
.pl-brand{font-weight:700;font-size:1.25rem;color:var(--pl-primary-600);font-family:var(--pl-font-heading)}
.pl-push{margin-inline-start:auto}
.pl-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.5rem;padding:0 1rem;border-radius:.375rem;border:1px solid transparent;background:var(--pl-primary-500);color:#fff;font:inherit;font-weight:600;cursor:pointer}
.pl-btn:hover{background:var(--pl-primary-600)}
.pl-btn-ghost{background:transparent;color:inherit;padding:0 .5rem}
.pl-btn-ghost:hover{background:var(--pl-primary-50)}
.pl-btn:focus-visible,.pl-select:focus-visible,.pl-skip:focus{outline:2px solid var(--pl-primary-500);outline-offset:2px}
.pl-select{height:2rem;font:inherit;font-size:.875rem;border:1px solid var(--pl-border);border-radius:.375rem;background:#fff;color:inherit;padding:0 .5rem;width:8.5rem;cursor:pointer}
.pl-spinner{width:2rem;height:2rem;border:3px solid var(--pl-border);border-top-color:var(--pl-primary-500);border-radius:50%;animation:pl-spin .8s linear infinite}
@keyframes pl-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.pl-spinner{animation-duration:3s}}
.pl-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.pl-skip{position:absolute;left:-999px;top:.5rem;z-index:1000;background:#fff;padding:.5rem .75rem;border-radius:.375rem;box-shadow:0 4px 12px rgba(0,0,0,.15)}
.pl-skip:focus{left:.5rem}
@media (min-width:${MD}){.pl-hide-from-md{display:none!important}}
@media (max-width:calc(${MD} - 0.01em)){.pl-hide-below-md{display:none!important}}`;
}

const STYLE_ID = 'platform-base-styles';

/** Adds the base stylesheet to the document once (no-op outside a browser). */
export function ensureBaseStyles(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (!doc || doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = baseCss();
  doc.head.appendChild(style);
}
