/**
 * Email templates per kind, in the three enabled languages (es default, en, ca). Every value put into
 * the HTML is escaped; links are only emitted when they are http(s) or root-relative.
 */
import { LOCALES, type AppLocale } from '@platform/contracts';

export type Locale = AppLocale;
export { LOCALES };
export const toLocale = (v: unknown): Locale => (LOCALES.includes(v as Locale) ? (v as Locale) : 'es');

export interface TemplateData {
  /** Invitation to join a school (AccountApi/InviteUser, ResendInvitation). */
  invitation: { inviterName?: string; schoolName?: string; link: string; expiresInDays?: number };
  /** Password reset (AccountApi/ResetPasswordEmail). */
  resetPassword: { name?: string; link: string };
  /** Trial sign-up: confirm the email address. */
  trialConfirmation: { name?: string; link: string };
  /** A trial user invites colleagues. */
  trialInvitation: { inviterName?: string; schoolName?: string; link: string };
  /** A folder, resource or program was shared with the recipient. */
  shared: { senderName?: string; itemType: 'folder' | 'resource' | 'program'; itemName: string; link: string };
  /** Contact form: the copy that goes to support. */
  contactSupport: { name: string; email: string; role: string; message: string };
  /** Contact forms: the confirmation to the sender's (unverified) address — fixed text, nothing the sender typed (issue 9). */
  contactConfirmation: Record<string, never>;
  /** Foundation contact form: the copy that goes to support. */
  foundationContact: { name: string; foundation: string; email: string; message: string };
  /** Quote request: the copy that goes to support. */
  quoteRequest: { license: string; name: string; email: string; schoolName: string; phone?: string; message?: string };
  /** Quote request: the confirmation to the requester. */
  /** Quote request: the confirmation to the requester's (unverified) address — the licence (a fixed choice), not the typed name. */
  quoteConfirmation: { license: string };
}
export type EmailKind = keyof TemplateData;

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(v: unknown): string {
  return String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
const safeLink = (url: string) => (/^(https?:\/\/|\/)/i.test(url) ? url : '#');

type Para = string | { link: string; label: string };
interface Parts {
  subject: string;
  paragraphs: Para[];
}

function layout(locale: Locale, parts: Parts): Rendered {
  const footer = {
    es: 'Este es un mensaje automático, por favor no respondas.',
    en: 'This is an automatic message, please do not reply.',
    ca: 'Aquest és un missatge automàtic, si us plau no responguis.',
  }[locale];
  const htmlParas = parts.paragraphs.map((p) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`
      : `<p><a href="${escapeHtml(safeLink(p.link))}">${escapeHtml(p.label)}</a></p>`,
  );
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="font-family:Arial,sans-serif;color:#1a202c">${htmlParas.join('')}<hr><p style="color:#718096;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const text =
    parts.paragraphs.map((p) => (typeof p === 'string' ? p : `${p.label}: ${p.link}`)).join('\n\n') +
    `\n\n-- \n${footer}\n`;
  return { subject: parts.subject, html, text };
}

const hello = (l: Locale, name?: string) =>
  (name
    ? { es: `Hola, ${name}:`, en: `Hello ${name},`, ca: `Hola, ${name}:` }
    : { es: 'Hola:', en: 'Hello,', ca: 'Hola:' })[l];
const itemNames = {
  folder: { es: 'una carpeta', en: 'a folder', ca: 'una carpeta' },
  resource: { es: 'un recurso', en: 'a resource', ca: 'un recurs' },
  program: { es: 'un programa', en: 'a program', ca: 'un programa' },
} as const;

const builders: { [K in EmailKind]: (l: Locale, d: TemplateData[K]) => Parts } = {
  invitation: (l, d) => ({
    subject: {
      es: 'Te han invitado a la plataforma',
      en: 'You have been invited to the platform',
      ca: "T'han convidat a la plataforma",
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `${d.inviterName ?? 'Tu centro'} te invita a unirte${d.schoolName ? ` a ${d.schoolName}` : ''}.`,
        en: `${d.inviterName ?? 'Your school'} invites you to join${d.schoolName ? ` ${d.schoolName}` : ''}.`,
        ca: `${d.inviterName ?? 'El teu centre'} et convida a unir-te${d.schoolName ? ` a ${d.schoolName}` : ''}.`,
      }[l],
      {
        link: d.link,
        label: { es: 'Aceptar la invitación', en: 'Accept the invitation', ca: 'Acceptar la invitació' }[l],
      },
      {
        es: `El enlace caduca en ${d.expiresInDays ?? 14} días y solo puede usarse una vez.`,
        en: `The link expires in ${d.expiresInDays ?? 14} days and can be used only once.`,
        ca: `L'enllaç caduca d'aquí a ${d.expiresInDays ?? 14} dies i només es pot fer servir una vegada.`,
      }[l],
    ],
  }),
  resetPassword: (l, d) => ({
    subject: { es: 'Restablece tu contraseña', en: 'Reset your password', ca: 'Restableix la teva contrasenya' }[l],
    paragraphs: [
      hello(l, d.name),
      {
        es: 'Hemos recibido una solicitud para restablecer tu contraseña.',
        en: 'We received a request to reset your password.',
        ca: 'Hem rebut una sol·licitud per restablir la teva contrasenya.',
      }[l],
      {
        link: d.link,
        label: { es: 'Crear una nueva contraseña', en: 'Choose a new password', ca: 'Crear una contrasenya nova' }[l],
      },
      {
        es: 'Si no lo has pedido tú, ignora este mensaje.',
        en: 'If you did not ask for it, ignore this message.',
        ca: 'Si no ho has demanat tu, ignora aquest missatge.',
      }[l],
    ],
  }),
  trialConfirmation: (l, d) => ({
    subject: {
      es: 'Confirma tu correo para empezar la prueba',
      en: 'Confirm your email to start your trial',
      ca: 'Confirma el teu correu per començar la prova',
    }[l],
    paragraphs: [
      hello(l, d.name),
      {
        es: 'Gracias por registrarte. Tu prueba dura 15 días.',
        en: 'Thank you for signing up. Your trial lasts 15 days.',
        ca: 'Gràcies per registrar-te. La prova dura 15 dies.',
      }[l],
      { link: d.link, label: { es: 'Confirmar mi correo', en: 'Confirm my email', ca: 'Confirmar el meu correu' }[l] },
    ],
  }),
  trialInvitation: (l, d) => ({
    subject: {
      es: 'Un colega te invita a probar la plataforma',
      en: 'A colleague invites you to try the platform',
      ca: 'Un col·lega et convida a provar la plataforma',
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `${d.inviterName ?? 'Un colega'}${d.schoolName ? ` (${d.schoolName})` : ''} te invita a una prueba gratuita de 15 días.`,
        en: `${d.inviterName ?? 'A colleague'}${d.schoolName ? ` (${d.schoolName})` : ''} invites you to a free 15-day trial.`,
        ca: `${d.inviterName ?? 'Un col·lega'}${d.schoolName ? ` (${d.schoolName})` : ''} et convida a una prova gratuïta de 15 dies.`,
      }[l],
      { link: d.link, label: { es: 'Empezar la prueba', en: 'Start the trial', ca: 'Començar la prova' }[l] },
    ],
  }),
  shared: (l, d) => ({
    subject: {
      es: `${d.senderName ?? 'Un colega'} ha compartido contigo ${itemNames[d.itemType].es}`,
      en: `${d.senderName ?? 'A colleague'} shared ${itemNames[d.itemType].en} with you`,
      ca: `${d.senderName ?? 'Un col·lega'} ha compartit amb tu ${itemNames[d.itemType].ca}`,
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `Se ha compartido contigo «${d.itemName}».`,
        en: `"${d.itemName}" has been shared with you.`,
        ca: `S'ha compartit amb tu «${d.itemName}».`,
      }[l],
      { link: d.link, label: { es: 'Abrir', en: 'Open', ca: 'Obrir' }[l] },
    ],
  }),
  contactSupport: (_l, d) => ({
    subject: `[Contact] ${d.name} (${d.role})`,
    paragraphs: [`Name: ${d.name}`, `Email: ${d.email}`, `Role: ${d.role}`, `Message:\n${d.message}`],
  }),
  // sent to an address nobody verified: it must not carry anything the sender typed (no relay for spam or phishing)
  contactConfirmation: (l) => ({
    subject: { es: 'Hemos recibido tu mensaje', en: 'We have received your message', ca: 'Hem rebut el teu missatge' }[
      l
    ],
    paragraphs: [
      hello(l),
      {
        es: 'Gracias por escribirnos. Te responderemos lo antes posible.',
        en: 'Thank you for writing to us. We will answer as soon as possible.',
        ca: "Gràcies per escriure'ns. Et respondrem tan aviat com puguem.",
      }[l],
      {
        es: 'Si no nos has escrito, ignora este correo.',
        en: 'If you did not write to us, please ignore this email.',
        ca: 'Si no ens has escrit, ignora aquest correu.',
      }[l],
    ],
  }),
  foundationContact: (_l, d) => ({
    subject: `[Foundation contact] ${d.foundation} - ${d.name}`,
    paragraphs: [`Name: ${d.name}`, `Foundation: ${d.foundation}`, `Email: ${d.email}`, `Message:\n${d.message}`],
  }),
  quoteRequest: (_l, d) => ({
    subject: `[Quote] ${d.license} - ${d.schoolName}`,
    paragraphs: [
      `Licence: ${d.license}`,
      `Name: ${d.name}`,
      `Email: ${d.email}`,
      `School: ${d.schoolName}`,
      `Phone: ${d.phone ?? '-'}`,
      `Message:\n${d.message ?? '-'}`,
    ],
  }),
  quoteConfirmation: (l, d) => ({
    subject: {
      es: 'Hemos recibido tu solicitud de presupuesto',
      en: 'We have received your quote request',
      ca: 'Hem rebut la teva sol·licitud de pressupost',
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `Gracias por tu interés en la licencia ${d.license}. Nuestro equipo se pondrá en contacto contigo.`,
        en: `Thank you for your interest in the ${d.license} licence. Our team will contact you.`,
        ca: `Gràcies pel teu interès en la llicència ${d.license}. El nostre equip es posarà en contacte amb tu.`,
      }[l],
    ],
  }),
};

export function render<K extends EmailKind>(kind: K, locale: Locale, data: TemplateData[K]): Rendered {
  const build = builders[kind] as (l: Locale, d: TemplateData[K]) => Parts;
  if (!build) throw new Error(`Unknown email kind ${String(kind)}`);
  return layout(locale, build(locale, data));
}
