import { Route, Routes, useParams } from '@platform/router';
import { NotFoundRedirect, PlaceholderScreen } from '@platform/ui';
import { NS } from './i18n';

function WithId({ screen }: { screen: string }) {
  const { id } = useParams();
  return <PlaceholderScreen ns={NS} screen={screen} values={{ id }} />;
}

/** Sub-routes owned by mf-folders: /folders, /folders/:id, /kimple-folders/:id. */
export function App() {
  return (
    <Routes>
      <Route path="/folders" element={<PlaceholderScreen ns={NS} screen="folders" />} />
      <Route path="/folders/:id" element={<WithId screen="folder" />} />
      <Route path="/kimple-folders/:id" element={<WithId screen="kimpleFolder" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
