import { useParams } from '@platform/router';
import { PlaceholderScreen } from '@platform/ui';
import { app } from '../../app';

/** A screen still to build: its title and one sentence (`screens.<screen>` texts), with the route's params. */
export function Placeholder({ screen }: { screen: string }) {
  return <PlaceholderScreen ns={app.i18n.ns} screen={screen} values={useParams()} />;
}
