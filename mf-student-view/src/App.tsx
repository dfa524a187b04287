import { BasePlaceholderScreen as PlaceholderScreen, NotFoundRedirect } from '@platform/ui/plain';
import { NS } from './i18n';
import { matchStudentRoute, usePathname } from './location';

function Trigger({ id }: { id: string }) {
  return <PlaceholderScreen ns={NS} screen="trigger" values={{ id }} />;
}
function ClassTab({ id, classId }: { id: string; classId: string }) {
  return <PlaceholderScreen ns={NS} screen="class" values={{ id, classId }} />;
}

/**
 * Sub-routes owned by mf-student-view: /r/:id (trigger tab), /r/:id/class/:classId (class tab);
 * unknown sub-paths go to /not-found. Matched by ./location (no react-router: first-load budget).
 */
export function App() {
  const route = matchStudentRoute(usePathname());
  switch (route.name) {
    case 'trigger':
      return <Trigger id={route.params.id} />;
    case 'class':
      return <ClassTab {...route.params} />;
    default:
      return <NotFoundRedirect />;
  }
}
