import { Navigate, Route, Routes, useParams } from '@platform/router';
import { NotFoundRedirect, PlaceholderScreen } from '@platform/ui';
import { NS } from './i18n';

const S = ({ screen }: { screen: string }) => <PlaceholderScreen ns={NS} screen={screen} />;
function WithId({ screen }: { screen: string }) {
  const { id } = useParams();
  return <PlaceholderScreen ns={NS} screen={screen} values={{ id }} />;
}

/**
 * Sub-routes owned by mf-krea (krea.md §2). The shell guard (rule 8) has already checked the Krea
 * licence and the signed terms before any /krea path renders, so the entry goes to the published list.
 */
export function App() {
  return (
    <Routes>
      <Route path="/krea">
        <Route index element={<Navigate to="/krea/published" replace />} />
        <Route path="published" element={<S screen="published" />} />
        <Route path="drafts" element={<S screen="drafts" />} />
        <Route path="in-revision" element={<S screen="inRevision" />} />
        <Route path="create-content" element={<S screen="createContent" />} />
        <Route path="my-resources" element={<S screen="myResources" />} />
        <Route path="schools-group-resources" element={<S screen="networkResources" />} />
        <Route path="content/:id" element={<WithId screen="content" />} />
        <Route path="resource/:id">
          <Route index element={<WithId screen="resourcePresentation" />} />
          <Route path="t">
            <Route index element={<WithId screen="resourceTeacher" />} />
            <Route path="valuation" element={<WithId screen="resourceTeacher" />} />
            <Route path="class/:classId" element={<WithId screen="resourceTeacher" />} />
          </Route>
          <Route path="s">
            <Route index element={<WithId screen="resourceStudent" />} />
            <Route path="class/:classId" element={<WithId screen="resourceStudent" />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
