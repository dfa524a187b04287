/** POST /AcademicCourseApi/UsedContentRecord: register used content of a program (completeness rules checked server-side). */
import type { FastifyInstance } from 'fastify';
import { usedContentRecordSchema } from '@platform/contracts';
import { router } from '../../http/route';
import { ApiError } from '../../http/errors';
import { hasRole } from '../../http/auth';
import { localeOf, userOf } from '../../http/request';
import { isAcademicGrade, listUsedContentRecords, registerUsedContent, USED_CONTENT_ROLES } from './records';
import { visibleProgram } from '../programs/public';
import { checkRegisterExtras, usedContentHistory } from './history';

export default async function usedContent(app: FastifyInstance): Promise<void> {
  const api = router(app, { tags: ['AcademicCourseApi'], auth: true });
  api.post(
    '/AcademicCourseApi/UsedContentRecord',
    {
      summary:
        'Registers used content of a program (completeness checked server-side); school teachers, managers and admins',
      body: usedContentRecordSchema,
      responses: { 201: 'Created: the stored record' },
    },
    async (req, input, reply) => {
      const user = userOf(req);
      const locale = localeOf(req);
      if (!hasRole(user, ...USED_CONTENT_ROLES) || hasRole(user, 'Trial'))
        throw ApiError.forbidden('Only school teachers, managers and admins register used content');
      const body = input.body;
      // 404 unknown program, 403 a network-only program of another school group (nothing stored)
      await visibleProgram(app.db, user, body.educationalProgramId);
      // the academic course's grade; a bare course id is used only when it names a grade (courses are grades of the school here)
      let academicGradeId = body.academicCourse?.academicGrade?.id ?? null;
      const courseId = body.academicCourseId ?? body.academicCourse?.id;
      if (!academicGradeId && courseId) {
        if (await isAcademicGrade(app.db, courseId)) academicGradeId = courseId;
      }
      const extras = await checkRegisterExtras(app.db, user, body, academicGradeId);
      const id = await registerUsedContent(app.db, user, { ...body, academicGradeId, schoolId: extras.schoolId });
      const { data } = await listUsedContentRecords(
        app.db,
        { userId: user.userId, programId: body.educationalProgramId },
        locale,
        0,
        50,
      );
      reply.code(201);
      return data.find((r) => r.id === id);
    },
  );

  await usedContentHistory(app);
}
