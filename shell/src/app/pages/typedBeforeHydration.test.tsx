/**
 * What React 19 does with a controlled input the visitor typed into before hydration (ADR 0041, the sign-in page
 * hydrates on intent): hydration keeps the DOM value, the component's state stays what the server rendered; reading
 * the DOM value on mount (what LoginForm does) makes the state what is on screen.
 */
import { act, useLayoutEffect, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

let seen = '';
function Field({ readOnMount }: { readOnMount: boolean }) {
  const [value, setValue] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  seen = value;
  useLayoutEffect(() => {
    if (readOnMount && ref.current?.value) setValue(ref.current.value);
  }, [readOnMount]);
  return <input aria-label="email" ref={ref} value={value} onChange={(e) => setValue(e.target.value)} />;
}

async function typedThenHydrated(readOnMount: boolean) {
  const el = document.createElement('div');
  document.body.appendChild(el);
  el.innerHTML = renderToString(<Field readOnMount={readOnMount} />);
  const input = el.querySelector('input')!;
  input.focus();
  input.value = 'teacher@demo.test'; // typed before React owns the field
  await act(async () => {
    hydrateRoot(el, <Field readOnMount={readOnMount} />);
  });
  return { input, el };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a controlled input typed into before hydration (React 19)', () => {
  it('keeps the DOM value and the focus, but not in the component state', async () => {
    const { input } = await typedThenHydrated(false);
    expect(input.value).toBe('teacher@demo.test');
    expect(document.activeElement).toBe(input);
    expect(seen).toBe('');
  });

  it('read on mount, the state is what the visitor typed (and stays on screen, focused)', async () => {
    const { input } = await typedThenHydrated(true);
    expect(seen).toBe('teacher@demo.test');
    expect(input.value).toBe('teacher@demo.test');
    expect(document.activeElement).toBe(input);
  });
});
