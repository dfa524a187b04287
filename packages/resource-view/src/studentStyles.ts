/**
 * The student view's stylesheet (plain CSS on the '@platform/ui/plain' variables; no Chakra on /r/{id}).
 * The server render puts it in <head> with this id, so the browser finds it there and does not add it twice.
 * Explicit weights and list styles: Chakra's preflight (loaded with the mobile menu) resets them. Phone first; from 48em the index is a sticky column beside the content. Print: the content alone.
 */
export const STYLE_ID = 'student-view-styles';

export const studentCss = `.sv-root{max-width:72rem;margin:0 auto;padding:1rem 1rem 3rem}
.sv-layout{display:grid;grid-template-columns:minmax(0,1fr);gap:1.5rem}
.sv-article{min-width:0;max-width:46rem}
.sv-kicker{font-size:.875rem;color:var(--pl-muted);margin:0 0 .25rem;text-transform:uppercase;letter-spacing:.04em}
.sv-meta{display:flex;flex-wrap:wrap;gap:.25rem 1rem;color:var(--pl-muted);font-size:.9375rem;margin:0 0 1rem;padding:0;list-style:none}
.sv-section{margin:1.5rem 0;scroll-margin-top:4.5rem}
.sv-section h2{font-size:1.25rem}
.sv-root h1,.sv-root h2{font-weight:700}.sv-root h3,.sv-root h4{font-weight:600}.sv-rich strong,.sv-rich b{font-weight:700}.sv-rich em,.sv-rich i{font-style:italic}
.sv-rich ul,.sv-rich ol{padding-inline-start:1.25rem;margin:0 0 .75rem}.sv-rich ul{list-style:disc}.sv-rich ol{list-style:decimal}.sv-rich a{color:var(--pl-primary-700);text-decoration:underline}
.sv-rich li{margin:.25rem 0}
.sv-media{margin:0 0 1rem}
.sv-media img,.sv-media iframe{display:block;width:100%;aspect-ratio:16/9;height:auto;object-fit:cover;border:0;border-radius:.5rem;background:#f4f4f5}
.sv-media figcaption{font-size:.875rem;color:var(--pl-muted);margin-top:.25rem}
.sv-question{font-size:1.25rem;font-weight:600;border-inline-start:4px solid var(--pl-primary-500);padding:.5rem 1rem;background:var(--pl-primary-50);border-radius:.25rem}
.sv-notice{border:1px solid var(--pl-border);background:#fffbeb;border-radius:.375rem;padding:.5rem .75rem;font-size:.9375rem;margin:0 0 1rem}
.sv-materials{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}
.sv-materials a{display:inline-flex;align-items:center;gap:.5rem;min-height:2.75rem;padding:.5rem .75rem;border:1px solid var(--pl-border);border-radius:.375rem;color:var(--pl-primary-700);font-weight:600;text-decoration:none}
.sv-materials a:hover{background:var(--pl-primary-50)}
.sv-materials a:focus-visible,.sv-index a:focus-visible,.sv-pager a:focus-visible{outline:2px solid var(--pl-primary-500);outline-offset:2px}
.sv-index{border-top:1px solid var(--pl-border);padding-top:1rem;font-size:.9375rem}
.sv-index h2{font-size:1rem;margin:0 0 .5rem}
.sv-index ol,.sv-index ul{list-style:none;margin:0;padding:0}
.sv-index>ol>li{margin:0 0 .5rem}
.sv-index ul{padding-inline-start:.75rem;border-inline-start:2px solid var(--pl-border);margin:.25rem 0 0 .25rem}
.sv-index a{display:block;padding:.375rem .5rem;border-radius:.25rem;color:inherit;text-decoration:none;min-height:2.25rem}
.sv-index a:hover{background:var(--pl-primary-50)}
.sv-index a[aria-current=page]{font-weight:700;color:var(--pl-primary-700);background:var(--pl-primary-50)}
.sv-index ul a{color:var(--pl-muted);padding:.25rem .5rem;min-height:2rem}
.sv-index ul a[aria-current=location]{color:var(--pl-primary-700);font-weight:600;box-shadow:inset 3px 0 0 var(--pl-primary-500)}
.sv-pager{display:flex;justify-content:space-between;gap:1rem;margin:2rem 0 0;padding:1rem 0 0;border-top:1px solid var(--pl-border)}
.sv-pager a{color:var(--pl-primary-700);font-weight:600}
.sv-actions{display:flex;gap:.5rem;margin:0 0 1rem}.sv-actions .pl-btn-ghost{border-color:var(--pl-border);padding:0 .75rem}
.sv-unavailable{max-width:36rem;margin:3rem auto;text-align:center}.sv-unavailable .pl-btn{text-decoration:none}
@media (min-width:48em){.sv-root{padding:2rem 1.5rem 4rem}.sv-layout{grid-template-columns:16rem minmax(0,1fr);gap:2.5rem}.sv-index{grid-column:1;grid-row:1;position:sticky;top:4.5rem;align-self:start;border-top:0;padding-top:0;max-height:calc(100vh - 5.5rem);overflow:auto}.sv-article{grid-column:2;grid-row:1}}
@media print{.pl-bar,.pl-skip,.sv-index,.sv-pager,.sv-actions,.sv-notice,#student-ssr-bar{display:none!important}.sv-root{padding:0;max-width:none}.sv-layout{display:block}.sv-article{max-width:none}.sv-materials a{border:0;padding:0;min-height:0}.sv-materials a::after{content:" (" attr(href) ")";font-weight:400;color:#52525b}.sv-media iframe{display:none}body{font-size:12pt}}`;

/** Adds the stylesheet once (no-op outside a browser, or when the server render put it in <head>). */
export function ensureStudentStyles(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  if (!doc || doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = studentCss;
  doc.head.appendChild(style);
}
