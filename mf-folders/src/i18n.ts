import { registerNamespace } from '@platform/i18n';
import es from '@platform/i18n/locales/es/folders.json';
import en from '@platform/i18n/locales/en/folders.json';
import ca from '@platform/i18n/locales/ca/folders.json';

export const NS = 'folders';
registerNamespace(NS, { es, en, ca });
