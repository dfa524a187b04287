import type { TFunction } from 'i18next';
import { CONTACT_NAME_MAX, EMAIL_EXAMPLE } from './validation';

/** Whether a required text field holds more than blanks. */
export const filled = (v: string) => v.trim().length > 0;

/** A field's message: `special` for an error of type `type`, `other` for any other error, none while it is valid. */
export function fieldError(
  err: { type: string } | undefined,
  type: string,
  special: string,
  other: string,
): string | undefined {
  return err ? (err.type === type ? special : other) : undefined;
}

type Translate = TFunction<'shell'>;

/** The name field of the contact and quote forms: too long, or missing. */
export const nameError = (t: Translate, err: { type: string } | undefined) =>
  fieldError(err, 'maxLength', t('validation.nameMax', { max: CONTACT_NAME_MAX }), t('validation.required'));

/** An email field of the contact and quote forms: no email, or missing (`missing`, the form's own message). */
export const emailError = (t: Translate, err: { type: string } | undefined, missing: string) =>
  fieldError(err, 'pattern', t('validation.invalidEmail', { email: EMAIL_EXAMPLE }), missing);
