/**
 * What the email module offers other modules: the email service and the support address, the per-IP limiter of the
 * public forms, the mailing-language column and locale helper. Import these from here, not from the module's other
 * files (issue 29).
 */
export { EmailService, MAILING_LANGUAGE_SQL, SUPPORT_ADDRESS } from './service';
export { ipRateLimit } from './ratelimit';
export { toLocale } from './templates';
