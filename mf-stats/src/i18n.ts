import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/stats.json';
import en from '@platform/i18n/locales/en/stats.json';
import ca from '@platform/i18n/locales/ca/stats.json';

export const NS = 'stats';
registerNamespace(NS, { es, en, ca });
