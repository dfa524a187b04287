/** Validation rules of spec §5 and limits of §9. Messages are i18n keys of the `shell` namespace. */

/**
 * Standard email pattern: a local part without spaces or <>!?"()[]\.,;:@ (dot-separated), or a
 * quoted local part; then a domain name or a bracketed IP address.
 */
export const EMAIL_PATTERN =
  /^(([^<>!?()[\]\\.,;:\s@"]+(\.[^<>!?()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Contact form pattern: the standard one, and a top-level domain of letters only (product rule). */
export const CONTACT_EMAIL_PATTERN = /^[^\s@<>!?()[\]\\,;:"]+@[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/;

export const isEmail = (v: string): boolean => EMAIL_PATTERN.test(v.trim());
export const isContactEmail = (v: string): boolean => isEmail(v) && CONTACT_EMAIL_PATTERN.test(v.trim());

export const PASSWORD_MIN = 6;
/** At least 6 characters, one uppercase, one lowercase, one digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;
export const isValidPassword = (v: string): boolean => PASSWORD_PATTERN.test(v);

export const CONTACT_NAME_MAX = 150;
export const CONTACT_MESSAGE_MAX = 500;

/** Example shown inside the email-format messages ("Try with a {email} format"). */
export const EMAIL_EXAMPLE = 'name@example.com';
