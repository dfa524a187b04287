/**
 * Custom Krea fields (krea.md §3 customKreaFieldOptions, issue 31): the content editor's general section and the
 * resource editor's general step show one check group per field of GET AccountApi/CustomizedFields, labelled with the
 * field's name; a tick is autosaved as the whole chosen set; nothing shows without fields.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, content, installFakeApi, on } from '../test/fakeApi';
import { installResourceApi, res } from '../test/resourceFixtures';
import { cleanupApp, renderAt } from '../test/render';

jest.setTimeout(60_000);
afterEach(() => cleanupApp());

const FIELDS = [
  {
    id: 1,
    key: 'school-project',
    name: 'Proyecto de centro',
    options: [
      { id: 11, customKreaFieldId: 1, key: 'reading-plan', name: 'Plan lector' },
      { id: 12, customKreaFieldId: 1, key: 'digital-plan', name: 'Plan digital' },
    ],
  },
  {
    id: 2,
    key: 'stage',
    name: 'Etapa del proyecto',
    options: [{ id: 21, customKreaFieldId: 2, key: 'x', name: 'Inicio' }],
  },
];

describe('custom Krea fields', () => {
  it('content editor: a group per field, the saved choice ticked; a tick autosaves the whole set', async () => {
    installFakeApi();
    on('GET', /^\/AccountApi\/CustomizedFields$/, FIELDS);
    on(
      'GET',
      /^\/krea\/EducationalProgram\/7$/,
      content({ customKreaFieldOptions: [{ id: 11, customKreaFieldId: 1 }] }),
    );
    on('PUT', /^\/krea\/EducationalProgram\/7$/, (c: { body: any }) =>
      content({ version: 4, customKreaFieldOptions: c.body.customKreaFieldOptions }),
    );
    await renderAt('/krea/content/7');
    const group = await screen.findByRole('group', { name: 'Proyecto de centro' });
    expect(within(group).getByRole('checkbox', { name: 'Plan lector' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Plan digital' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Etapa del proyecto' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Plan digital' }));
    await waitFor(() => expect(callsTo('PUT', /EducationalProgram\/7$/)).toHaveLength(1), { timeout: 5000 });
    expect((callsTo('PUT', /EducationalProgram\/7$/)[0].body as any).customKreaFieldOptions).toEqual([
      { id: 11, customKreaFieldId: 1 },
      { id: 12, customKreaFieldId: 1 },
    ]);
    expect(callsTo('GET', /CustomizedFields$/)).toHaveLength(1);
  });

  it('content editor: read-only for a commenter; hidden when there are no fields', async () => {
    installFakeApi();
    on('GET', /^\/AccountApi\/CustomizedFields$/, FIELDS);
    on('GET', /^\/krea\/EducationalProgram\/7$/, content({ permission: 'commenter', canEdit: false }));
    await renderAt('/krea/content/7');
    const group = await screen.findByRole('group', { name: 'Proyecto de centro' });
    expect(within(group).getByRole('checkbox', { name: 'Plan lector' })).toBeDisabled();
    cleanupApp();
    installFakeApi();
    on('GET', /^\/AccountApi\/CustomizedFields$/, []);
    on('GET', /^\/krea\/EducationalProgram\/7$/, content());
    await renderAt('/krea/content/7');
    await screen.findByLabelText('Título *');
    await waitFor(() => expect(callsTo('GET', /CustomizedFields$/)).toHaveLength(1));
    expect(screen.queryByTestId('custom-fields')).not.toBeInTheDocument();
  });

  it('resource editor: the general step ticks and autosaves the chosen options (English labels from the API)', async () => {
    installResourceApi();
    on('GET', /^\/AccountApi\/CustomizedFields$/, FIELDS);
    on('PUT', /^\/krea\/Resource\/9$/, (c: { body: any }) =>
      res({ version: 5, customKreaFieldOptions: c.body.customKreaFieldOptions }),
    );
    await renderAt('/krea/resource/9', 'en');
    const group = await screen.findByRole('group', { name: 'Etapa del proyecto' });
    expect(screen.getByText("Your school network's own fields: tick what applies.")).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Inicio' }));
    await waitFor(() => expect(callsTo('PUT', /Resource\/9$/)).toHaveLength(1), { timeout: 5000 });
    expect((callsTo('PUT', /Resource\/9$/)[0].body as any).customKreaFieldOptions).toEqual([
      { id: 21, customKreaFieldId: 2 },
    ]);
  });
});
