import { Navigate, Route, Routes, useParams } from '@platform/router';
import { NotFoundRedirect, PlaceholderScreen } from '@platform/ui';
import { NS } from './i18n';

const S = ({ screen }: { screen: string }) => <PlaceholderScreen ns={NS} screen={screen} />;
function Team() {
  const { schoolId } = useParams();
  return <PlaceholderScreen ns={NS} screen="team" values={{ schoolId }} />;
}

/**
 * Sub-routes owned by mf-profile-team: /profile/* (redirects to my-profile), /profile/team/:schoolId, /profile/invitations,
 * /trial, /register, /activate, /used-token, /expired-token.
 */
export function App() {
  return (
    <Routes>
      <Route path="/profile">
        <Route index element={<Navigate to="/profile/my-profile" replace />} />
        <Route path="my-profile" element={<S screen="myProfile" />} />
        <Route path="my-profile/edit" element={<S screen="myProfileEdit" />} />
        <Route path="school" element={<S screen="school" />} />
        <Route path="school/edit" element={<S screen="schoolEdit" />} />
        <Route path="school-group" element={<S screen="schoolGroup" />} />
        <Route path="school-group/edit" element={<S screen="schoolGroupEdit" />} />
        <Route path="team/:schoolId" element={<Team />} />
        {/* avatar menu "See invitations" (trial user with the main trial, spec §2) */}
        <Route path="invitations" element={<S screen="invitations" />} />
      </Route>
      <Route path="/trial" element={<S screen="trial" />} />
      <Route path="/register" element={<S screen="register" />} />
      <Route path="/activate" element={<S screen="activate" />} />
      <Route path="/used-token" element={<S screen="usedToken" />} />
      <Route path="/expired-token" element={<S screen="expiredToken" />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
