/**
 * Trial invitation and sent invitations modals (spec §2 global modals, §4 trial invitation, §5 trial invite email, §9).
 * Four inputs: confirmed colleagues locked, pending ones prefilled, blank slots. Each input is checked 1500 ms after
 * typing stops (format, duplicates among the four marked used), then 500 ms later the server says whether the address
 * is taken. Sending is blocked initially and while any input has an error or is being checked.
 */
import { useEffect, useRef, useState } from 'react';
import { bus } from '@platform/event-bus';
import { Button, Input, LoadingState, Modal, Stack, Text, chakra } from '@platform/ui';
import { Field } from '@platform/ui/forms';
import { TRIAL_INVITES_MAX, TRIAL_INVITE_DEBOUNCE_MS, TRIAL_INVITE_SERVER_DEBOUNCE_MS } from '@platform/contracts';
import { getInvitedTrialUsers, sendTrialUsersInvitation, userExistsInSchool } from '../api';
import { useT } from '../hooks/useShell';
import { isEmail } from '../validation';

type Props = { onClose: () => void; props?: Record<string, unknown> };
type SlotState = 'confirmed' | 'pending' | 'changed' | 'blank';
type SlotError = 'invalid' | 'used' | 'duplicate' | 'taken' | null;
interface Slot {
  value: string;
  original: string;
  state: SlotState;
  error: SlotError;
  checking: boolean;
}

const norm = (v: string) => v.trim().toLowerCase();

export function TrialInvitationModal({ onClose, props }: Props) {
  const { t } = useT();
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout> | undefined>>([]);
  const latest = useRef<Slot[] | null>(null);
  latest.current = slots;

  useEffect(() => {
    let alive = true;
    const pending = timers.current;
    getInvitedTrialUsers()
      .then((d) => {
        if (!alive) return;
        // an expired invitation holds no slot: its address can be typed into a free one and sent again
        const filled: Slot[] = d.emailsWithState
          .flatMap((e) => (e.state === 'expired' ? [] : [{ ...e, state: e.state }]))
          .slice(0, TRIAL_INVITES_MAX)
          .map((e) => ({ value: e.email, original: e.email, state: e.state, error: null, checking: false }));
        while (filled.length < TRIAL_INVITES_MAX)
          filled.push({ value: '', original: '', state: 'blank', error: null, checking: false });
        setSlots(filled);
      })
      .catch(() => alive && setLoadError(true));
    return () => {
      alive = false;
      pending.forEach((x) => x && clearTimeout(x));
    };
  }, []);

  const update = (i: number, patch: Partial<Slot>) =>
    setSlots((cur) => cur && cur.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  /** Step 1 (1500 ms): format and duplicates among the four; step 2 (500 ms later): is the address taken? */
  const schedule = (i: number) => {
    const run = () => {
      const all = latest.current;
      if (!all) return;
      const s = all[i];
      const v = norm(s.value);
      if (!v) return update(i, { error: null, checking: false });
      if (!isEmail(v)) return update(i, { error: 'invalid', checking: false });
      const same = all.filter((o, j) => j !== i && norm(o.value) === v);
      // another input holds a colleague invited before: already invited
      if (same.some((o) => norm(o.original) === v)) return update(i, { error: 'used', checking: false });
      // the same new address typed twice: a duplicate in the list, said once (on the one typed last)
      if (same.some((o) => o.error !== 'duplicate')) return update(i, { error: 'duplicate', checking: false });
      if (v === norm(s.original)) return update(i, { error: null, checking: false });
      timers.current[i] = setTimeout(() => {
        userExistsInSchool(v)
          .then((r) => {
            if (latest.current && norm(latest.current[i].value) === v)
              update(i, { error: r.exists ? 'taken' : null, checking: false });
          })
          .catch(() => update(i, { checking: false }));
      }, TRIAL_INVITE_SERVER_DEBOUNCE_MS);
    };
    if (timers.current[i]) clearTimeout(timers.current[i]);
    timers.current[i] = setTimeout(run, TRIAL_INVITE_DEBOUNCE_MS);
  };

  const onChange = (i: number, value: string) => {
    const s = slots![i];
    const state: SlotState = s.original
      ? norm(value) === norm(s.original)
        ? 'pending'
        : 'changed'
      : value
        ? 'changed'
        : 'blank';
    // an empty input clears its error; otherwise the checks run once typing stops
    update(i, { value, state, error: null, checking: value.trim() !== '' });
    setSendError(null);
    schedule(i);
    // an input marked as repeating this one's previous address is checked again
    slots!.forEach((o, j) => {
      if (j !== i && (o.error === 'duplicate' || o.error === 'used') && norm(o.value) === norm(s.value)) {
        update(j, { checking: true });
        schedule(j);
      }
    });
  };

  const toSend = (slots ?? []).filter((s) => s.state === 'changed' && s.value.trim()).map((s) => norm(s.value));
  const blocked = !slots || sending || toSend.length === 0 || slots.some((s) => s.error || s.checking);

  const send = async () => {
    if (blocked) return;
    setSending(true);
    try {
      await sendTrialUsersInvitation(toSend);
      const onSent = props?.onSent;
      if (typeof onSent === 'function') (onSent as () => void)();
      onClose();
      bus.emit('platform.modal.open.v1', { modal: 'sentInvitations', props: { emails: toSend } });
    } catch (err) {
      const code = (err as { code?: string })?.code;
      setSendError(
        code === 'INVITES_LIMIT'
          ? t('trialInvite.limit', { max: TRIAL_INVITES_MAX })
          : code === 'EMAIL_TAKEN'
            ? t('trialInvite.taken')
            : t('trialInvite.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  const errorText = (e: SlotError) =>
    e === 'invalid'
      ? t('trialInvite.invalid')
      : e === 'used'
        ? t('trialInvite.used')
        : e === 'duplicate'
          ? t('trialInvite.duplicate')
          : e === 'taken'
            ? t('trialInvite.taken')
            : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('trialInvite.title')}
      size="lg"
      footer={
        <Button colorPalette="brand" onClick={send} disabled={blocked} loading={sending}>
          {t('trialInvite.send')}
        </Button>
      }
    >
      <Text mb="4" color="fg.muted">
        {t('trialInvite.intro', { max: TRIAL_INVITES_MAX })}
      </Text>
      {loadError ? (
        <Text role="alert" color="danger">
          {t('trialInvite.loadFailed')}
        </Text>
      ) : null}
      {!slots && !loadError ? <LoadingState /> : null}
      {slots ? (
        <Stack gap="0">
          {slots.map((s, i) => (
            <Field
              mb="4"
              key={i}
              label={t('trialInvite.label', { n: i + 1 })}
              error={errorText(s.error)}
              hint={
                s.state === 'confirmed'
                  ? t('trialInvite.confirmed')
                  : s.state === 'pending'
                    ? t('trialInvite.pending')
                    : undefined
              }
            >
              <Input
                type="email"
                value={s.value}
                readOnly={s.state === 'confirmed'}
                disabled={s.state === 'confirmed'}
                data-state={s.state}
                onChange={(e) => onChange(i, e.target.value)}
                autoComplete="off"
              />
            </Field>
          ))}
        </Stack>
      ) : null}
      {sendError ? (
        <Text role="alert" color="danger">
          {sendError}
        </Text>
      ) : null}
    </Modal>
  );
}

export function SentInvitationsModal({ onClose, props }: Props) {
  const { t } = useT();
  const emails = Array.isArray(props?.emails)
    ? (props!.emails as unknown[]).filter((e): e is string => typeof e === 'string')
    : [];
  return (
    <Modal
      open
      onClose={onClose}
      title={t('sentInvites.title')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('sentInvites.ok')}
        </Button>
      }
    >
      <Text mb="3">{t('sentInvites.body', { count: emails.length })}</Text>
      <chakra.ul ps="5" listStyleType="disc" aria-label={t('sentInvites.listLabel')}>
        {emails.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </chakra.ul>
    </Modal>
  );
}
