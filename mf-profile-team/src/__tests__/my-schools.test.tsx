/**
 * My school → invitations to other schools and my other schools (issue 31 item 7): declining sends
 * DeclineSchoolInvitation and the card goes; switching sends ChangeSchool with the school's id. Nothing shows when I
 * belong to one school and have no invitation.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeRemote, renderRemote } from '@platform/remote-kit/testing';
import { queryClient } from '@platform/ui/query';
import { app } from '../app';
import { routes } from '../routes';
import { calls, installFakeApi, on, resetApi, schoolDto, signedIn } from '../test/fakeApi';

const invitation = {
  id: 71,
  schoolId: 8,
  schoolName: 'Colegio Sur',
  role: 'Teacher',
  inviterName: 'Ada Admin',
  expiresAt: '2030-01-15T10:00:00Z',
};

beforeEach(() => {
  queryClient.clear();
  resetApi();
  installFakeApi();
  signedIn({ primaryRoles: [{ id: 3, name: 'Teacher' }] });
  on('GET', /\/SchoolApi\/5$/, schoolDto({ canEdit: false }));
  on('GET', /\/AccountApi\/Me$/, {});
});

describeRemote(app, routes, () => {
  it('declines an invitation: the call is sent and the card goes', async () => {
    let pending = [invitation];
    on('GET', /\/SchoolApi\/GetUserSchools$/, [
      { id: 5, name: 'Colegio Norte', avatar: null, current: true, canManage: false },
    ]);
    on('GET', /\/AccountApi\/SchoolInvitations$/, () => pending);
    on('POST', /\/AccountApi\/DeclineSchoolInvitation$/, () => {
      pending = [];
      return { declined: 71 };
    });
    await renderRemote(app, routes, '/profile/school');
    const region = await screen.findByRole('region', { name: 'Invitaciones a otros centros' });
    expect(within(region).getByText('Ada Admin te invita como Docente')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(region).getByRole('button', { name: 'Rechazar la invitación de Colegio Sur' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitaciones a otros centros' })).not.toBeInTheDocument(),
    );
    expect(calls.find((c) => c.url.endsWith('/DeclineSchoolInvitation'))?.body).toEqual({ invitationId: 71 });
    expect(calls.some((c) => c.url.endsWith('/ChangeSchool'))).toBe(false);
  });

  it('switches to another school of mine with ChangeSchool', async () => {
    on('GET', /\/SchoolApi\/GetUserSchools$/, [
      { id: 5, name: 'Colegio Norte', avatar: null, current: true, canManage: false },
      { id: 8, name: 'Colegio Sur', avatar: null, current: false, canManage: false },
    ]);
    on('GET', /\/AccountApi\/SchoolInvitations$/, []);
    on('POST', /\/AccountApi\/ChangeSchool$/, { schoolId: 8, schoolName: 'Colegio Sur', acceptedInvitationId: null });
    await renderRemote(app, routes, '/profile/school');
    const region = await screen.findByRole('region', { name: 'Mis otros centros' });
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Cambiar a Colegio Sur' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/ChangeSchool'))?.body).toEqual({ schoolId: 8 }));
  });

  it('shows nothing more with one school and no invitation', async () => {
    on('GET', /\/SchoolApi\/GetUserSchools$/, [
      { id: 5, name: 'Colegio Norte', avatar: null, current: true, canManage: false },
    ]);
    on('GET', /\/AccountApi\/SchoolInvitations$/, []);
    await renderRemote(app, routes, '/profile/school');
    expect(await screen.findByTestId('school-name')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/SchoolInvitations'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Mis otros centros' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitaciones a otros centros' })).not.toBeInTheDocument();
  });
});
