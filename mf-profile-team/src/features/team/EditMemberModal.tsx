import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type TeamRole, type TeamUserDto } from '@platform/contracts';
import * as schoolApi from '@platform/api-client/school';
import { useRemoteT, toast } from '@platform/remote-kit';
import { FormModal } from '../../components/FormModal';
import { RoleAndLevels } from './RoleField';

/** Edit a member's role and levels. */
export function EditMemberModal({
  member,
  onClose,
  schoolId,
  levels,
  onDone,
}: {
  member: TeamUserDto | null;
  onClose: () => void;
  schoolId: number;
  levels: Array<{ id: number; name: string }>;
  onDone: () => void;
}) {
  const { t, locale } = useRemoteT();
  const [role, setRole] = useState<TeamRole>('Teacher');
  const [levelIds, setLevelIds] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (member) {
      setRole(member.role === 'Manager' ? 'Manager' : 'Teacher');
      setLevelIds(member.educationalLevels.map((l) => l.id));
      setError(null);
    }
  }, [member]);
  const save = useMutation({
    mutationFn: () =>
      schoolApi.editUser(schoolId, { userId: member!.userId, role, educationalLevelIds: levelIds, locale }),
    onSuccess: () => {
      toast('success', t('team.edited'));
      onDone();
      onClose();
    },
    onError: () => setError(t('team.errors.edit')),
  });
  return (
    <FormModal
      open={!!member}
      onClose={onClose}
      title={t('team.editTitle', { name: member?.name ?? member?.email ?? '' })}
      errorTitle={error ?? undefined}
      data-testid="edit-member-modal"
      onSubmit={() => {
        if (!levelIds.length) setError(t('team.errors.levels'));
        else save.mutate();
      }}
      busy={save.isPending}
    >
      <RoleAndLevels prefix="edit" role={[role, setRole]} levels={levels} levelIds={[levelIds, setLevelIds]} />
    </FormModal>
  );
}
