/** Issue 33 in the explore remote: "Start live class" beside the class pack on a resource's Teacher tab. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@platform/api-client';
import { calls, installFakeApi, on, resetApi } from '../test/fakeApi';
import { cleanupApp, renderAt, setUser } from '../test/render';

installFakeApi();
beforeEach(() => resetApi());
afterEach(() => {
  cleanupApp();
  setUser(null);
});
const starts = () => calls.filter((c) => c.method === 'POST' && /LiveClassApi\/Start$/.test(c.url));

describe('start live class', () => {
  it("on a class's page: starts that class in the resource's language, then opens the teacher's live screen", async () => {
    setUser(['Teacher']);
    on('POST', /LiveClassApi\/Start$/, { id: 41, code: 'ABC234', joinUrl: 'http://x/live/ABC234', expiresAt: '' });
    await renderAt('/resource/7/t/class/102', 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Empezar en directo la clase 2: Sesión 2' }));
    await waitFor(() => expect(window.location.pathname).toBe('/live/teach/41'));
    expect(starts().map((c) => c.body)).toEqual([{ resourceId: 7, classId: 102, locale: 'es' }]);
  });

  it('on the trigger page: the teacher chooses the class first; a refusal is said', async () => {
    setUser(['Teacher']);
    on('POST', /LiveClassApi\/Start$/, new ApiError(403, 'LIVE_NOT_ALLOWED', 'no'));
    await renderAt('/resource/7/t', 'es');
    const select = await screen.findByLabelText('Clase para dar en directo');
    await userEvent.selectOptions(select, 'Clase 2: Sesión 2');
    await userEvent.click(screen.getByRole('button', { name: 'Empezar en directo la clase 2: Sesión 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('las cuentas de prueba no pueden darlas');
    expect(starts().map((c) => c.body)).toEqual([{ resourceId: 7, classId: 102, locale: 'es' }]);
    expect(window.location.pathname).toBe('/resource/7/t');
  });
});
