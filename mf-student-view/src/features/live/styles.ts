/**
 * The live class's stylesheet (plain CSS on the brand's variables of '@platform/ui/plain', no Chakra: this remote's
 * rule). Injected once, when a /live screen first renders. Phones first; from 64em the teacher's screen is two columns
 * (the code and the QR large for the projector, the controls beside them).
 */
const CSS = `.lv{max-width:72rem;margin:0 auto;padding:1rem;font-size:1rem}
.lv-narrow{max-width:32rem}
.lv h1{font-size:1.5rem}
.lv h1,.lv h2{font-weight:700}
.lv-card{border:1px solid var(--pl-border);border-radius:.5rem;padding:1rem;margin:0 0 1rem;background:#fff}
.lv-card>h2{font-size:1.125rem;margin:0 0 .5rem}
.lv-field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
.lv-field label{font-weight:600}
.lv-input{font:inherit;font-size:1.125rem;min-height:3rem;padding:0 .75rem;border:1px solid #71717a;border-radius:.375rem;width:100%;background:#fff;color:inherit}
.lv-input:focus-visible,.lv-btn:focus-visible,.lv-choice input:focus-visible{outline:2px solid var(--pl-primary-500);outline-offset:2px}
.lv-input[aria-invalid=true]{border-color:var(--pl-danger)}
.lv-code-input{text-transform:uppercase;letter-spacing:.3em;font-family:ui-monospace,monospace;font-size:1.5rem}
textarea.lv-input{min-height:6rem;padding:.5rem .75rem}
.lv-error{color:var(--pl-danger);font-weight:600;margin:0}
.lv-hint{color:var(--pl-muted);font-size:.875rem;margin:0}
.lv-btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.75rem;padding:0 1rem;border-radius:.375rem;border:1px solid var(--pl-primary-600);background:var(--pl-primary-600);color:#fff;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
.lv-btn:hover{background:var(--pl-primary-700)}
.lv-btn[disabled]{opacity:.6;cursor:not-allowed}
.lv-btn-outline{background:#fff;color:var(--pl-primary-700)}
.lv-btn-outline:hover{background:var(--pl-primary-50)}
.lv-btn-outline[aria-pressed=true]{background:var(--pl-primary-600);color:#fff}
.lv-btn-danger{background:#fff;color:#b91c1c;border-color:#b91c1c}
.lv-btn-danger:hover{background:#fef2f2}
.lv-btn-small{min-height:2.25rem;padding:0 .625rem;font-size:.875rem}
.lv-wide{width:100%}
.lv-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.lv-between{justify-content:space-between}
.lv-status{display:flex;align-items:center;gap:.5rem;padding:.5rem .75rem;border-radius:.375rem;background:#fef3c7;color:#78350f;font-weight:600;margin:0 0 1rem}
.lv-ok{background:#dcfce7;color:#14532d}
.lv-dot{width:.625rem;height:.625rem;border-radius:50%;background:#a1a1aa;flex:none}
.lv-dot-on{background:#16a34a}
.lv-section-html{overflow-wrap:anywhere}
.lv-section-html img,.lv-section-html video,.lv-section-html iframe{max-width:100%;height:auto}
.lv-choices{display:flex;flex-direction:column;gap:.5rem;border:0;margin:0 0 1rem;padding:0;min-width:0}
.lv-choices legend{font-weight:600;font-size:1.125rem;margin:0 0 .5rem;padding:0}
.lv-choice{display:flex;gap:.75rem;align-items:center;min-height:3rem;padding:.5rem .75rem;border:1px solid var(--pl-border);border-radius:.375rem;cursor:pointer;overflow-wrap:anywhere}
.lv-choice input{width:1.25rem;height:1.25rem;flex:none;margin:0}
.lv-choice:has(input:checked){border-color:var(--pl-primary-600);background:var(--pl-primary-50)}
.lv-code{font-family:ui-monospace,monospace;font-weight:700;letter-spacing:.15em;font-size:2.5rem;line-height:1.1;margin:0;word-break:break-all}
.lv-qr{width:100%;max-width:14rem;height:auto;display:block;background:#fff}
.lv-link{overflow-wrap:anywhere;font-size:.875rem}
.lv-teach{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}
.lv-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem}
.lv-list>li{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between;border-bottom:1px solid var(--pl-border);padding:0 0 .5rem;overflow-wrap:anywhere}
.lv-bar{height:.75rem;border-radius:.375rem;background:var(--pl-border);overflow:hidden;width:100%}
.lv-bar>span{display:block;height:100%;background:var(--pl-primary-600)}
.lv-count{font-variant-numeric:tabular-nums;font-weight:700}
.lv-badge{display:inline-block;font-size:.75rem;font-weight:700;padding:.125rem .5rem;border-radius:1rem;background:#dcfce7;color:#14532d}
.lv-badge-muted{background:#f4f4f5;color:#3f3f46}
.lv-modal{position:fixed;inset:0;z-index:1400;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;padding:1rem}
.lv-dialog{background:#fff;border-radius:.5rem;padding:1.25rem;max-width:26rem;width:100%;box-shadow:0 10px 30px rgba(0,0,0,.3)}
.lv-dialog h2{font-size:1.25rem}
@media (min-width:64em){.lv-teach{grid-template-columns:minmax(0,5fr) minmax(0,7fr)}.lv-code{font-size:4.5rem}.lv-qr{max-width:20rem}.lv-join-card{position:sticky;top:4.5rem}}`;

const STYLE_ID = 'platform-live-styles';
export function ensureLiveStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
