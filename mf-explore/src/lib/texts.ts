/**
 * Every Spanish text of the explore namespace. The remote's bundle carries only the feed's (app.ts); the chunks of the
 * other screens (search, resource, programs) call this when they load, before their screen renders. `?all` makes it
 * a module of its own, so the bundler's pruning of the feed's copy does not apply to it.
 */
import { i18n } from '@platform/i18n';
import all from '@platform/i18n/locales/es/explore.json?all';
import { app } from '../app';

export function addAllSpanishTexts(): void {
  i18n.addResourceBundle('es', app.i18n.ns, all, true, false);
}
