import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/explore.json';
import en from '@platform/i18n/locales/en/explore.json';
import ca from '@platform/i18n/locales/ca/explore.json';

export const NS = 'explore';
registerNamespace(NS, { es, en, ca });
