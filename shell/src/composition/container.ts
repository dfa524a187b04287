/**
 * Each remote mounts into its own child of #remote-area (rendered and kept by the shell layout),
 * created on demand. If the layout is not there yet, a detached host is appended to #shell-root /
 * body so mounting never fails.
 */
export const containerId = (remote: string) => `remote-${remote}`;

export function ensureRemoteContainer(remote: string, doc: Document = document): HTMLElement {
  const id = containerId(remote);
  const area = doc.getElementById('remote-area') ?? doc.getElementById('shell-root') ?? doc.body;
  let el = doc.getElementById(id);
  if (el && el.parentElement !== area) {
    // the layout re-rendered #remote-area: move our container into the live one
    area.appendChild(el);
  }
  if (!el) {
    el = doc.createElement('div');
    el.id = id;
    el.setAttribute('data-remote', remote);
    area.appendChild(el);
  }
  return el;
}
