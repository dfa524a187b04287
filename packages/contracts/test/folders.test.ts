import {
  createFolderSchema,
  folderDescriptionSchema,
  folderNameError,
  orderResourcesSchema,
  renameFolderSchema,
  shareFolderSchema,
  shareRecipients,
  updatePermissionsSchema,
  FOLDER_NAME_MAX,
} from '../src';

describe('folder name (spec §5)', () => {
  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['x'.repeat(FOLDER_NAME_MAX + 1), 'tooLong'],
    [' CIENCIAS ', 'repeated'],
    ['Nueva', null],
    ['y'.repeat(FOLDER_NAME_MAX), null],
  ] as const)('folderNameError(%p) = %p', (name, out) => expect(folderNameError(name, ['Ciencias'])).toBe(out));
  test('the schemas trim, and refuse NUL characters and more than 50 characters', () => {
    expect(createFolderSchema.parse({ name: '  Mis cosas ' }).name).toBe('Mis cosas');
    expect(createFolderSchema.safeParse({ name: 'a\u0000b' }).success).toBe(false);
    expect(renameFolderSchema.safeParse({ name: 'x'.repeat(51) }).success).toBe(false);
    expect(renameFolderSchema.safeParse({ name: 'ok', id: '3' }).success).toBe(false); // a body id is a JSON number
  });
});

test('a description is a plain string or { description }, at most 1000 characters, no NUL', () => {
  expect(folderDescriptionSchema.parse('  Hola ')).toBe('Hola');
  expect(folderDescriptionSchema.parse({ description: 'Hola' })).toBe('Hola');
  expect(folderDescriptionSchema.safeParse('x'.repeat(1001)).success).toBe(false);
  expect(folderDescriptionSchema.safeParse('x\u0000').success).toBe(false);
  expect(folderDescriptionSchema.safeParse(5).success).toBe(false);
});

test('an order list has no repeated resource', () => {
  expect(orderResourcesSchema.safeParse({ resourceIds: [3, 1, 2] }).success).toBe(true);
  expect(orderResourcesSchema.safeParse({ resourceIds: [3, 1, 3] }).success).toBe(false);
});

describe('share recipients', () => {
  test('ids and { userId, permission } mix; later entries win; the default is Read', () => {
    const b = shareFolderSchema.parse({
      folderId: 1,
      recipientIds: [4, 5],
      permission: 'Edit',
      recipients: [6, { userId: 5, permission: 'Read' }, { userId: 7 }],
    });
    expect(shareRecipients(b)).toEqual([
      { userId: 4, permission: 'Edit' },
      { userId: 5, permission: 'Read' },
      { userId: 6, permission: 'Edit' },
      { userId: 7, permission: 'Edit' },
    ]);
    expect(shareRecipients(shareFolderSchema.parse({ folderId: 1, recipientIds: [4] }))).toEqual([
      { userId: 4, permission: 'Read' },
    ]);
  });
  test('at least one recipient; Owner is not a share permission', () => {
    expect(shareFolderSchema.safeParse({ folderId: 1, recipientIds: [] }).success).toBe(false);
    expect(shareFolderSchema.safeParse({ folderId: 1, recipients: [{ userId: 2, permission: 'Owner' }] }).success).toBe(
      false,
    );
  });
  test('UpdatePermissions accepts { user: { userId } } (spec §3) and { userId }; permissions are Read, Edit or Owner', () => {
    const b = updatePermissionsSchema.parse({
      folderId: 1,
      userPermissions: [
        { user: { userId: 2 }, permission: 'Edit' },
        { userId: 3, permission: 'Read' },
      ],
    });
    expect(b.userPermissions).toEqual([
      { userId: 2, permission: 'Edit' },
      { userId: 3, permission: 'Read' },
    ]);
    expect(b.removedUserIds).toEqual([]);
    expect(
      updatePermissionsSchema.safeParse({ folderId: 1, userPermissions: [{ userId: 2, permission: 'Admin' }] }).success,
    ).toBe(false);
  });
});
