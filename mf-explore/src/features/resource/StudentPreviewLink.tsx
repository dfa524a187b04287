import { Link } from '@platform/ui';
import * as resourceApi from '@platform/api-client/resource';
import { useRemoteT } from '@platform/remote-kit';

/**
 * "Student preview (new tab)": opens the real student view, the public `/r/{linkId}` link the share dialog hands out
 * (every class; the class being read when there is one), not the app's own student tab. The tab is opened at the
 * click (so no pop-up blocker stops it) and sent to the link once the server answers; a resource that cannot be
 * shared (a network resource, 403) falls back to the in-app student tab, which is the `href` too (middle click).
 */
export function StudentPreviewLink({
  resourceId,
  classId,
  testId = 'student-preview',
}: {
  resourceId: number;
  classId?: number;
  testId?: string;
}) {
  const { t } = useRemoteT();
  const fallback = `/resource/${resourceId}/s${classId ? `/class/${classId}` : ''}`;
  const open = async (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const w = window.open('', '_blank');
    if (!w) return;
    w.opener = null;
    try {
      const link = await resourceApi.shareableLink(resourceId, []);
      w.location.href = `${link.url}${classId && link.classIds.length === 0 ? `/class/${classId}` : ''}`;
    } catch {
      w.location.href = fallback;
    }
  };
  return (
    <Link
      href={fallback}
      target="_blank"
      rel="noopener noreferrer"
      alignSelf="center"
      fontSize="sm"
      data-testid={testId}
      onClick={(e) => void open(e)}
    >
      {t('resource.studentPreview')}
    </Link>
  );
}
