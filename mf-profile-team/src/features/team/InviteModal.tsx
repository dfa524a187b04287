import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { EMAIL_PATTERN, type TeamRole } from '@platform/contracts';
import * as accountApi from '@platform/api-client/account';
import { useRemoteT, toast } from '@platform/remote-kit';
import { codeOf } from '../../lib/account';
import { FormModal } from '../../components/FormModal';
import { TextField } from '../../components/fields';
import { RoleAndLevels } from './RoleField';

/** Invite: an email, Manager or Teacher, at least one of the school's levels (§5); the §8 team messages. */
export function InviteModal({
  open,
  onClose,
  schoolId,
  levels,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  schoolId: number;
  levels: Array<{ id: number; name: string }>;
  onDone: () => void;
}) {
  const { t, locale } = useRemoteT();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('Teacher');
  const [levelIds, setLevelIds] = useState<number[]>([]);
  const [errors, setErrors] = useState<{ email?: string; levels?: string; form?: string }>({});
  useEffect(() => {
    if (open) {
      setEmail('');
      setRole('Teacher');
      setLevelIds([]);
      setErrors({});
    }
  }, [open]);
  const invite = useMutation({
    mutationFn: () =>
      accountApi.inviteUser({ schoolId, emails: [email.trim()], role, educationalLevelIds: levelIds, locale }),
    onSuccess: () => {
      toast('success', t('team.invited', { email: email.trim().toLowerCase() }));
      onDone();
      onClose();
    },
    onError: (e) => {
      const code = codeOf(e);
      if (code === 'ALREADY_INVITED') setErrors({ email: t('team.errors.alreadyInvited') });
      else if (code === 'EMAIL_TAKEN') setErrors({ email: t('errors.emailTaken') });
      else setErrors({ form: t('team.errors.invite') });
    },
  });
  // a field's error goes once it is edited
  const edited =
    <V,>(setValue: (v: V) => void, k: 'email' | 'levels') =>
    (v: V) => {
      setValue(v);
      setErrors((x) => ({ ...x, [k]: undefined }));
    };
  const submit = () => {
    const errs: typeof errors = {};
    if (!EMAIL_PATTERN.test(email.trim())) errs.email = t('errors.email', { email: 'nombre@centro.es' });
    if (!levelIds.length) errs.levels = t('team.errors.levels');
    setErrors(errs);
    if (!Object.keys(errs).length) invite.mutate();
  };
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('team.inviteTitle')}
      errorTitle={errors.form}
      data-testid="invite-modal"
      onSubmit={submit}
      submitLabel={t('team.send')}
      busy={invite.isPending}
    >
      <TextField
        id="invite-email"
        label={t('fields.email')}
        error={errors.email}
        type="email"
        value={email}
        onChange={edited(setEmail, 'email')}
      />
      <RoleAndLevels
        prefix="invite"
        role={[role, setRole]}
        levels={levels}
        levelIds={[levelIds, edited(setLevelIds, 'levels')]}
        error={errors.levels}
      />
    </FormModal>
  );
}
