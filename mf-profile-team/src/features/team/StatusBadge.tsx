import { type TeamUserDto } from '@platform/contracts';
import { Badge } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';

const ICONS = {
  confirmed: <path d="M3 8.5l3 3 7-7" />,
  canceled: <path d="M4 4l8 8M12 4l-8 8" />,
  pending: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M8 4.5V8l2.5 1.5" />
    </>
  ),
};
const STATUS_STYLE = {
  confirmed: { palette: 'green' },
  canceled: { palette: 'red' },
  pending: { palette: 'gray' },
} as const;

/** §4 invitation status: confirmed green with a check, canceled red shown as expired, pending grey with a clock. */
export function StatusBadge({ status }: { status: TeamUserDto['invitationStatus'] }) {
  const { t } = useRemoteT();
  const s = STATUS_STYLE[status];
  return (
    <Badge colorPalette={s.palette} variant="subtle" data-status={status} gap="1">
      <svg
        width="12"
        height="12"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden
      >
        {ICONS[status]}
      </svg>
      {t(`team.status.${status}`)}
    </Badge>
  );
}
