import {
  EMAIL_PATTERN,
  languageConfigurationQuerySchema,
  normalizeLocale,
  pagedList,
  passwordSchema,
  resetPasswordSchema,
  signInSchema,
  subtopicFilterQuerySchema,
  trialDaysLeft,
  faqQuerySchema,
  LICENSE_TYPES,
  PHONE_PREFIXES,
  programUsedContentParamsSchema,
  resourceUsedContentParamsSchema,
  programIdParamSchema,
  providerFolderIdParamSchema,
  widgetLimitQuerySchema,
  associatedResourcesQuerySchema,
  mostViewedQuerySchema,
  generateProgramPdfSchema,
} from '../src';

describe('locale', () => {
  test.each([
    ['es', 'es'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['ca_ES', 'ca'],
    ['es-ES', 'es'],
    ['ES_CA', 'ca'],
    ['fr', null],
    ['', null],
    [3, null],
  ])('normalizeLocale(%p) = %p', (input, out) => expect(normalizeLocale(input)).toBe(out));
});

describe('password rule (spec §5)', () => {
  test.each(['Abc123', 'Demo1234', 'aB3xyz'])('%s is valid', (p) =>
    expect(passwordSchema.safeParse(p).success).toBe(true),
  );
  test.each(['Ab12', 'abcdef1', 'ABCDEF1', 'Abcdefg', ''])('%s is refused', (p) =>
    expect(passwordSchema.safeParse(p).success).toBe(false),
  );
});

describe('sign in', () => {
  test('lower-cases and trims the email, keeps the password', () => {
    expect(signInSchema.parse({ email: ' Teacher@Demo.Test ', password: 'x', locale: 'en-US' })).toEqual({
      email: 'teacher@demo.test',
      password: 'x',
      locale: 'en',
    });
  });
  test('missing password and invalid email are refused with messages', () => {
    const r = signInSchema.safeParse({ email: 'nope' });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'password']);
  });
  test('email pattern', () => {
    expect(EMAIL_PATTERN.test('a.b@c.es')).toBe(true);
    expect(EMAIL_PATTERN.test('a b@c.es')).toBe(false);
    expect(EMAIL_PATTERN.test('a@[10.0.0.1]')).toBe(true);
  });
});

test('reset password coerces userId and applies the password rule', () => {
  expect(
    resetPasswordSchema.safeParse({ userId: '12', resetToken: 'abcdefghijkl', newPassword: 'NewPass1' }).success,
  ).toBe(true);
  expect(
    resetPasswordSchema.safeParse({ userId: 0, resetToken: 'abcdefghijkl', newPassword: 'NewPass1' }).success,
  ).toBe(false);
});

test('language configuration needs at least one language', () => {
  expect(languageConfigurationQuerySchema.safeParse({}).success).toBe(false);
  expect(languageConfigurationQuerySchema.parse({ DefaultNavigationLanguage: 'ca-ES' })).toEqual({
    DefaultNavigationLanguage: 'ca',
  });
});

test('list query helpers', () => {
  expect(subtopicFilterQuerySchema.parse({ topicIds: '1,2' }).topicIds).toEqual([1, 2]);
  expect(subtopicFilterQuerySchema.parse({ topicIds: ['3', '4'] }).topicIds).toEqual([3, 4]);
  expect(faqQuerySchema.parse({ category: '5' }).category).toBe(5);
  expect(faqQuerySchema.parse({ category: 'contact' }).category).toBe('contact');
});

test('paged list and constants', () => {
  expect(pagedList([1, 2], 11, 0, 2)).toEqual({ data: [1, 2], totalCount: 11, pages: 6, pageNumber: 0 });
  expect(LICENSE_TYPES).toEqual({ freemium: 1, programFee: 2, campus: 3, custom: 4 });
  expect(PHONE_PREFIXES.ES).toBe('+34');
  const now = new Date('2025-01-20T12:00:00Z');
  expect(trialDaysLeft('2025-01-17T12:00:00Z', now)).toBe(12);
  expect(trialDaysLeft('2024-12-01T00:00:00Z', now)).toBe(0);
});

describe('route params and widget queries (moved from the API modules)', () => {
  test('ids are coerced positive int4; schoolId optional', () => {
    expect(programUsedContentParamsSchema.parse({ contentId: '7' })).toEqual({ contentId: 7 });
    expect(programUsedContentParamsSchema.parse({ contentId: '7', schoolId: '3' })).toEqual({
      contentId: 7,
      schoolId: 3,
    });
    expect(resourceUsedContentParamsSchema.safeParse({ resourceId: '0' }).success).toBe(false);
    expect(programIdParamSchema.safeParse({ programId: '2147483648' }).success).toBe(false);
    expect(providerFolderIdParamSchema.parse({ id: '12' })).toEqual({ id: 12 });
  });
  test('widget limit defaults to the home widget size and is capped at 50', () => {
    expect(widgetLimitQuerySchema.parse({})).toEqual({ limit: 4 });
    expect(widgetLimitQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(associatedResourcesQuerySchema.parse({ id: '5' })).toEqual({ id: 5, limit: 4 });
    expect(mostViewedQuerySchema.parse({ limit: '8', topicIds: '1,2' })).toMatchObject({
      limit: 8,
      topicIds: [1, 2],
      pageNumber: 0,
    });
  });
  test('the PDF body takes an optional locale and ignores other fields', () => {
    expect(generateProgramPdfSchema.parse({})).toEqual({});
    expect(generateProgramPdfSchema.parse({ locale: 'ca', extra: 1 })).toEqual({ locale: 'ca', extra: 1 });
    expect(generateProgramPdfSchema.safeParse({ locale: 'fr' }).success).toBe(false);
  });
});
