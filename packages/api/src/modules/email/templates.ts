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
  /** To the main trial user: someone asks to join their trial school (ADR 0048). */
  trialJoinRequest: { requesterName: string; requesterEmail: string; schoolName: string; link: string };
  /** To the requester's (unverified) address: the main trial user declined — fixed text and the school's name only. */
  trialJoinDeclined: { schoolName: string };
  /** To the NEW address of an email change: confirm it (ADR 0048). */
  emailChangeConfirm: { name?: string; link: string; expiresInHours: number };
  /** To the OLD address of an email change: it was requested, or it is done. */
  emailChangeNotice: { name?: string; newEmail: string; stage: 'requested' | 'done' };
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
  /** Krea: a reviewer sent a language of the recipient's content or resource back to drafts, with their comment. */
  kreaReturned: { itemType: 'content' | 'resource'; title: string; language: string; comment?: string; link: string };
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
  trialJoinRequest: (l, d) => ({
    subject: {
      es: `Alguien quiere unirse a ${d.schoolName}`,
      en: `Someone wants to join ${d.schoolName}`,
      ca: `Algú vol unir-se a ${d.schoolName}`,
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `${d.requesterName} (${d.requesterEmail}) pide unirse a la prueba de ${d.schoolName}.`,
        en: `${d.requesterName} (${d.requesterEmail}) asks to join the trial of ${d.schoolName}.`,
        ca: `${d.requesterName} (${d.requesterEmail}) demana unir-se a la prova de ${d.schoolName}.`,
      }[l],
      {
        es: 'Si conoces a esta persona, invítala desde «Ver invitaciones». Si no, rechaza la solicitud: no tendrá acceso a tu centro.',
        en: 'If you know this person, invite them from "See invitations". If not, decline the request: they will get no access to your school.',
        ca: 'Si coneixes aquesta persona, convida-la des de «Veure invitacions». Si no, rebutja la sol·licitud: no tindrà accés al teu centre.',
      }[l],
      { link: d.link, label: { es: 'Ver invitaciones', en: 'See invitations', ca: 'Veure invitacions' }[l] },
    ],
  }),
  trialJoinDeclined: (l, d) => ({
    subject: {
      es: 'Tu solicitud para unirte a una prueba',
      en: 'Your request to join a trial',
      ca: 'La teva sol·licitud per unir-te a una prova',
    }[l],
    paragraphs: [
      hello(l),
      {
        es: `La persona responsable de la prueba de ${d.schoolName} no ha aceptado tu solicitud.`,
        en: `The person in charge of the trial of ${d.schoolName} did not accept your request.`,
        ca: `La persona responsable de la prova de ${d.schoolName} no ha acceptat la teva sol·licitud.`,
      }[l],
      {
        es: 'Puedes empezar tu propia prueba gratuita cuando quieras. Si no lo has pedido tú, ignora este correo.',
        en: 'You can start your own free trial whenever you like. If you did not ask for it, ignore this email.',
        ca: 'Pots començar la teva pròpia prova gratuïta quan vulguis. Si no ho has demanat tu, ignora aquest correu.',
      }[l],
    ],
  }),
  emailChangeConfirm: (l, d) => ({
    subject: {
      es: 'Confirma tu nuevo correo',
      en: 'Confirm your new email',
      ca: 'Confirma el teu correu nou',
    }[l],
    paragraphs: [
      hello(l, d.name),
      {
        es: 'Has pedido usar esta dirección en tu cuenta. Tu correo no cambia hasta que lo confirmes.',
        en: 'You asked to use this address for your account. Your email does not change until you confirm it.',
        ca: 'Has demanat fer servir aquesta adreça al teu compte. El teu correu no canvia fins que el confirmis.',
      }[l],
      {
        link: d.link,
        label: { es: 'Confirmar mi nuevo correo', en: 'Confirm my new email', ca: 'Confirmar el meu correu nou' }[l],
      },
      {
        es: `El enlace caduca en ${d.expiresInHours} horas y solo puede usarse una vez. Si no lo has pedido tú, ignora este correo.`,
        en: `The link expires in ${d.expiresInHours} hours and can be used only once. If you did not ask for it, ignore this email.`,
        ca: `L'enllaç caduca d'aquí a ${d.expiresInHours} hores i només es pot fer servir una vegada. Si no ho has demanat tu, ignora aquest correu.`,
      }[l],
    ],
  }),
  emailChangeNotice: (l, d) => ({
    subject:
      d.stage === 'requested'
        ? {
            es: 'Se ha pedido cambiar el correo de tu cuenta',
            en: 'A change of your account email was requested',
            ca: "S'ha demanat canviar el correu del teu compte",
          }[l]
        : {
            es: 'El correo de tu cuenta ha cambiado',
            en: 'Your account email has changed',
            ca: 'El correu del teu compte ha canviat',
          }[l],
    paragraphs: [
      hello(l, d.name),
      d.stage === 'requested'
        ? {
            es: `Se ha pedido cambiar el correo de tu cuenta a ${d.newEmail}. Seguirás usando esta dirección hasta que la nueva se confirme.`,
            en: `Someone asked to change your account email to ${d.newEmail}. You keep this address until the new one is confirmed.`,
            ca: `S'ha demanat canviar el correu del teu compte a ${d.newEmail}. Continuaràs fent servir aquesta adreça fins que es confirmi la nova.`,
          }[l]
        : {
            es: `El correo de tu cuenta ahora es ${d.newEmail}. Esta dirección ya no sirve para entrar.`,
            en: `Your account email is now ${d.newEmail}. This address no longer signs in.`,
            ca: `El correu del teu compte ara és ${d.newEmail}. Aquesta adreça ja no serveix per entrar.`,
          }[l],
      {
        es: 'Si no has sido tú, cambia tu contraseña y escríbenos enseguida.',
        en: 'If it was not you, change your password and write to us at once.',
        ca: 'Si no has estat tu, canvia la teva contrasenya i escriu-nos de seguida.',
      }[l],
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
  kreaReturned: (l, d) => ({
    subject: {
      content: {
        es: `Tu contenido vuelve a borradores: «${d.title}»`,
        en: `Your content is back in drafts: “${d.title}”`,
        ca: `El teu contingut torna a esborranys: «${d.title}»`,
      },
      resource: {
        es: `Tu recurso vuelve a borradores: «${d.title}»`,
        en: `Your resource is back in drafts: “${d.title}”`,
        ca: `El teu recurs torna a esborranys: «${d.title}»`,
      },
    }[d.itemType][l],
    paragraphs: [
      hello(l),
      {
        es: `Quien lo revisaba ha devuelto a borradores la versión ${d.language} de «${d.title}».`,
        en: `The reviewer sent the ${d.language} version of “${d.title}” back to drafts.`,
        ca: `Qui el revisava ha retornat a esborranys la versió ${d.language} de «${d.title}».`,
      }[l],
      ...(d.comment
        ? [
            `${{ es: 'Comentario de la revisión', en: 'Review comment', ca: 'Comentari de la revisió' }[l]}:\n${d.comment}`,
          ]
        : []),
      {
        es: 'Revisa los cambios y envíalo de nuevo a revisión cuando esté listo.',
        en: 'Make the changes and send it for review again when it is ready.',
        ca: "Revisa els canvis i torna'l a enviar a revisió quan estigui llest.",
      }[l],
      { link: d.link, label: { es: 'Abrir en Krea', en: 'Open in Krea', ca: 'Obrir a Krea' }[l] },
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
