/**
 * Versioned cross-app events. A payload change is a NEW event name (…v2); the old one stays for a
 * deprecation window. Keep names `platform.<area>.<action>.v<N>`.
 */
export type ModalName =
  | 'contact'
  | 'success'
  | 'forgotPassword'
  | 'terms'
  | 'activeAccount'
  | 'notificationDetail'
  | 'fullPageLoader'
  | 'trialInvitation'
  | 'sentInvitations';

export type { AppLocale as Locale } from '@platform/contracts';
import type { AppLocale as Locale } from '@platform/contracts';

export interface EventMap {
  /** Show the single global toast (bottom centre). Either a literal message or an i18n key. */
  'platform.toast.show.v1': {
    status: 'error' | 'success';
    message?: string;
    messageKey?: string;
    durationMs?: number;
  };
  'platform.modal.open.v1': { modal: ModalName; props?: Record<string, unknown> };
  /** Close a given modal, or whichever is open when `modal` is omitted. */
  'platform.modal.close.v1': { modal?: ModalName };
  /** Ask the shell to navigate (single-spa aware). */
  'platform.navigate.v1': { to: string; replace?: boolean };
  /** The session is no longer valid (401 after refresh failed). The shell clears it and goes home. */
  'platform.session.expired.v1': { reason?: string };
  /** Session status or user info changed (login, logout, profile refresh). */
  'platform.session.changed.v1': { status: 'unknown' | 'anonymous' | 'authenticated' };
  'platform.locale.changed.v1': { locale: Locale };
}

export type EventName = keyof EventMap;
