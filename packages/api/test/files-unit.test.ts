/** Pure parts of the files module: magic numbers, path grammar, name sanitising. */
import { sniff, declaredExtension } from '../src/modules/files/sniff';
import { parseUploadPath, PathError, sanitizeName, storedFileName, timestamp } from '../src/modules/files/paths';
import { samples } from './core/files-samples';

describe('sniff (magic numbers)', () => {
  it.each([
    ['png', samples.png],
    ['jpeg', samples.jpeg],
    ['gif', samples.gif],
    ['webp', samples.webp],
    ['pdf', samples.pdf],
    ['ole', samples.ole],
    ['zip', samples.zip],
    ['docx', samples.docx],
    ['xlsx', samples.xlsx],
    ['pptx', samples.pptx],
    ['svg', samples.svg],
  ])('detects %s', (kind, bytes) => {
    expect(sniff(bytes)).toBe(kind);
  });
  it('returns null for unknown bytes and for text', () => {
    expect(sniff(Buffer.from('hello world'))).toBeNull();
    expect(sniff(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
  it('normalises declared types', () => {
    expect(declaredExtension('image/png')).toBe('png');
    expect(declaredExtension('.JPG')).toBe('jpg');
    expect(declaredExtension('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(declaredExtension('image/svg+xml')).toBe('svg');
    expect(declaredExtension('text/html')).toBeNull();
    expect(declaredExtension('')).toBeNull();
  });
});

describe('upload path grammar', () => {
  it('parses the profile and Krea paths', () => {
    expect(parseUploadPath('Users/12/profile_202501021030')).toMatchObject({
      area: 'user',
      ownerId: 12,
      dir: 'Users/12',
      name: 'profile_202501021030',
    });
    expect(parseUploadPath('Schools/3/profile')).toMatchObject({ area: 'school', ownerId: 3 });
    expect(parseUploadPath('SchoolGroup/7/profile_x.png')).toMatchObject({
      area: 'schoolGroup',
      ownerId: 7,
      name: 'profile_x',
    });
    expect(parseUploadPath('Krea/7_Red Escolar Sur/resources/15/')).toMatchObject({
      area: 'krea',
      groupId: 7,
      kind: 'resources',
      itemId: '15',
      dir: 'Krea/7_Red_Escolar_Sur/resources/15',
      name: null,
    });
    expect(parseUploadPath('Krea/7_Net/contents/9/Guía docente.pdf')).toMatchObject({
      area: 'krea',
      kind: 'contents',
      name: 'Guía docente.pdf',
    });
  });
  it.each([
    '../etc/passwd',
    'Users/1/../2/profile',
    '/Users/1/profile',
    'Users/1/./profile',
    'Users//1/profile',
    'Users/1/profile\0.png',
    'Users\\1\\profile',
    'C:/Users/1/profile',
    'file:///etc/passwd',
    'Users/abc/profile',
    'Users/1/avatar',
    'Users/1/x/profile',
    'Krea/7_Net/resources/..',
    'Krea/7_Net/other/1/',
    'Krea/Net/resources/1/',
    'Krea/7_Net/resources/1/a/b.pdf',
    'Other/1/profile',
    '',
    'Users/1/%2e%2e/profile',
    'Krea/7_Net/resources/%2e%2e/',
  ])('rejects %p', (p) => {
    expect(() => parseUploadPath(p)).toThrow(PathError);
  });
  it('rejects non-strings', () => {
    expect(() => parseUploadPath(undefined)).toThrow(PathError);
    expect(() => parseUploadPath(42)).toThrow(PathError);
  });
});

describe('file names (spec §5)', () => {
  const now = new Date(Date.UTC(2025, 2, 4, 9, 7));
  it('timestamp is YYYYMMDDHHmm', () => expect(timestamp(now)).toBe('202503040907'));
  it('removes special characters, spaces become underscores, then the timestamp', () => {
    expect(sanitizeName('Guía docente (v2)!')).toBe('Guia_docente_v2');
    expect(storedFileName('Mi ficha: ñandú & co', 'pdf', now)).toBe('Mi_ficha_nandu_co_202503040907.pdf');
    expect(storedFileName('<script>', 'png', now)).toBe('script_202503040907.png');
    expect(storedFileName('???', 'png', now)).toBe('file_202503040907.png');
  });
  it('does not append a second timestamp to profile_{timestamp}', () => {
    expect(storedFileName('profile_202401011230', 'jpg', now)).toBe('profile_202401011230.jpg');
    expect(storedFileName('profile', 'jpg', now)).toBe('profile_202503040907.jpg');
  });
});
