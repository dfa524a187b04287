import { TEAM_ROLES, type TeamRole } from '@platform/contracts';
import { HStack, chakra } from '@platform/ui';
import { CheckGroup } from '@platform/ui/forms';
import { useRemoteT } from '@platform/remote-kit';

export function RoleField({ value, onChange, id }: { value: TeamRole; onChange: (r: TeamRole) => void; id: string }) {
  const { t } = useRemoteT();
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="semibold" mb="1">
        {t('team.role')}
      </chakra.legend>
      <HStack gap="4">
        {TEAM_ROLES.map((r) => (
          <chakra.label key={r} display="flex" gap="2" alignItems="center">
            <input type="radio" name={id} checked={value === r} onChange={() => onChange(r)} />
            {t(`roles.${r}`)}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}

/** A member's role and levels (of the school's `levels`), as the invite and edit modals ask them; ids from `prefix`. */
export function RoleAndLevels({
  prefix,
  role: [role, onRole],
  levels,
  levelIds: [levelIds, onLevels],
  error,
}: {
  prefix: string;
  /** the role and its setter */
  role: [TeamRole, (r: TeamRole) => void];
  levels: Array<{ id: number; name: string }>;
  /** the chosen levels and their setter */
  levelIds: [number[], (ids: number[]) => void];
  error?: string;
}) {
  const { t } = useRemoteT();
  return (
    <>
      <RoleField id={`${prefix}-role`} value={role} onChange={onRole} />
      <CheckGroup
        legend={t('fields.levels')}
        name={`${prefix}-levels`}
        items={levels}
        value={levelIds}
        onChange={onLevels}
        error={error}
      />
    </>
  );
}
