import { Route, Routes, useParams } from '@platform/router';
import { NotFoundRedirect, PlaceholderScreen } from '@platform/ui';
import { NS } from './i18n';

function Trigger() {
  const { id } = useParams();
  return <PlaceholderScreen ns={NS} screen="trigger" values={{ id }} />;
}
function ClassTab() {
  const { id, classId } = useParams();
  return <PlaceholderScreen ns={NS} screen="class" values={{ id, classId }} />;
}

/** Sub-routes owned by mf-student-view: /r/:id (trigger tab), /r/:id/class/:classId (class tab). */
export function App() {
  return (
    <Routes>
      <Route path="/r/:id">
        <Route index element={<Trigger />} />
        <Route path="class/:classId" element={<ClassTab />} />
      </Route>
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
