import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/krea.json';
import en from '@platform/i18n/locales/en/krea.json';
import ca from '@platform/i18n/locales/ca/krea.json';

export const NS = 'krea';
registerNamespace(NS, { es, en, ca });
