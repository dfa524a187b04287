import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/student.json';
import en from '@platform/i18n/locales/en/student.json';
import ca from '@platform/i18n/locales/ca/student.json';

export const NS = 'student';
registerNamespace(NS, { es, en, ca });
