/**
 * Global modals (spec §2), opened from any app with bus.emit('platform.modal.open.v1', { modal, props })
 * and closed with 'platform.modal.close.v1'. One dialog at a time (a new one replaces the current);
 * the full-page loader is an overlay of its own.
 *
 * The host (the bus listeners) is always there; each modal's code (and react-hook-form for the form
 * modals) is downloaded the first time it opens.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { bus, type ModalName } from '@platform/event-bus';
import { FullPageLoader } from '@platform/ui';
import { withPageTexts } from '../pageTexts';
import { modalHostMounted, modalHostUnmounted } from './pending';

type ModalComponent = ComponentType<{ onClose: () => void; props?: Record<string, unknown> }>;

// modals render texts of the `pages` namespace: they load with the modal's code
const simple = withPageTexts(() => import('./SimpleModals'));
const trialInvites = withPageTexts(() => import('./TrialInvitationModals'));
const pick = <K extends string>(loader: () => Promise<Record<K, ModalComponent>>, name: K): ModalComponent =>
  lazy(() => loader().then((m) => ({ default: m[name] as ModalComponent }))) as unknown as ModalComponent;

export const SHELL_MODALS: Partial<Record<ModalName, ModalComponent>> = {
  contact: pick(
    withPageTexts(() => import('./ContactModal')),
    'ContactModal',
  ),
  success: pick(simple, 'SuccessModal'),
  forgotPassword: pick(
    withPageTexts(() => import('./ForgotPasswordModal')),
    'ForgotPasswordModal',
  ),
  terms: pick(simple, 'TermsModal'),
  activeAccount: pick(simple, 'ActiveAccountModal'),
  notificationDetail: pick(simple, 'NotificationDetailModal'),
  trialInvitation: pick(trialInvites, 'TrialInvitationModal'),
  sentInvitations: pick(trialInvites, 'SentInvitationsModal'),
};

interface Open {
  modal: ModalName;
  props?: Record<string, unknown>;
  id: number;
}

let seq = 0;

export function ModalHost() {
  const [open, setOpen] = useState<Open | null>(null);
  const [loader, setLoader] = useState(false);

  useEffect(() => {
    const openModal = ({ modal, props }: { modal: ModalName; props?: Record<string, unknown> }) => {
      if (modal === 'fullPageLoader') {
        setLoader(true);
        return;
      }
      if (!SHELL_MODALS[modal]) return; // served by another app
      setOpen({ modal, props, id: ++seq });
    };
    const offOpen = bus.on('platform.modal.open.v1', openModal);
    // a request made before this host listened (pending.ts)
    const kept = modalHostMounted();
    if (kept) openModal(kept);
    const offClose = bus.on('platform.modal.close.v1', ({ modal }) => {
      if (modal === 'fullPageLoader') {
        setLoader(false);
        return;
      }
      setOpen((cur) => (!modal || cur?.modal === modal ? null : cur));
    });
    return () => {
      offOpen();
      offClose();
      modalHostUnmounted();
    };
  }, []);

  const Component = open ? SHELL_MODALS[open.modal] : undefined;
  const close = () => {
    const id = open?.id;
    setOpen((cur) => (cur?.id === id ? null : cur));
    const onClose = open?.props?.onClose;
    if (typeof onClose === 'function') (onClose as () => void)();
  };
  return (
    <>
      {Component && open ? (
        <Suspense fallback={null}>
          <Component key={open.id} onClose={close} props={open.props} />
        </Suspense>
      ) : null}
      <FullPageLoader open={loader} />
    </>
  );
}
