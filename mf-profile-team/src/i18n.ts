import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/profile.json';
import en from '@platform/i18n/locales/en/profile.json';
import ca from '@platform/i18n/locales/ca/profile.json';

export const NS = 'profile';
registerNamespace(NS, { es, en, ca });
