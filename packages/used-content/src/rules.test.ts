import {
  monthChoices,
  programComplete,
  resourceComplete,
  toggleAll,
  toggleClass,
  toggleResource,
  toPayload,
} from './rules';

const rs = [
  { resourceId: 1, classPlans: [{ id: 11 }, { id: 12 }] },
  { resourceId: 2, classPlans: [{ id: 21 }] },
];

test('a resource is complete with all its classes; the program with every class of every resource', () => {
  let sel = toggleClass({}, 1, 11);
  expect(resourceComplete(rs[0], sel)).toBe(false);
  sel = toggleClass(sel, 1, 12);
  expect(resourceComplete(rs[0], sel)).toBe(true);
  expect(programComplete(rs, sel)).toBe(false);
  expect(toPayload(9, rs, sel)).toEqual({
    educationalProgramId: 9,
    educationalProgramCompleted: false,
    usedContentRecordResources: [{ resourceId: 1, resourceCompleted: true, classPlanIds: [11, 12] }],
  });
  sel = toggleAll(sel, rs);
  expect(programComplete(rs, sel)).toBe(true);
  expect(programComplete(rs, toggleAll(sel, rs))).toBe(false);
  expect(resourceComplete(rs[0], toggleResource(sel, rs[0]))).toBe(false);
});

test('the payload carries school, course, month and year and the trimmed experience', () => {
  const sel = toggleAll({}, rs);
  expect(
    toPayload(9, rs, sel, {
      schoolId: 4,
      course: { id: 11, academicGrade: { id: 3 } },
      month: 2,
      year: 2025,
      experience: '  bien  ',
    }),
  ).toEqual({
    educationalProgramId: 9,
    educationalProgramCompleted: true,
    schoolId: 4,
    academicCourse: { id: 11, academicGrade: { id: 3 } },
    month: 2,
    year: 2025,
    experience: 'bien',
    usedContentRecordResources: [
      { resourceId: 1, resourceCompleted: true, classPlanIds: [11, 12] },
      { resourceId: 2, resourceCompleted: true, classPlanIds: [21] },
    ],
  });
  expect(toPayload(9, rs, sel, { experience: '   ' })).not.toHaveProperty('experience');
});

test('months to choose: this one first, never the future, back to January of the oldest year', () => {
  const m = monthChoices(new Date(2026, 2, 15), 1);
  expect(m[0]).toEqual({ month: 3, year: 2026 });
  expect(m).toHaveLength(3 + 12);
  expect(m[m.length - 1]).toEqual({ month: 1, year: 2025 });
});
