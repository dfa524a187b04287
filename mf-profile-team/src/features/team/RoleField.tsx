import { TEAM_ROLES, type TeamRole } from '@platform/contracts';
import { HStack, chakra } from '@platform/ui';
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
