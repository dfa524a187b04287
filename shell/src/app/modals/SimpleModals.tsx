/** Success, terms document, active account and notification detail modals (spec §2 global modals). */
import { useEffect, useState } from 'react';
import { Box, Button, Link, Modal, Text, chakra, formatDate } from '@platform/ui';
import { hasAuthoringAccess } from '@platform/session';
import { termsAndConditions } from '../api';
import { useT, useUser } from '../hooks/useShell';
import { navigate } from '../navigation/location';

type Props = { onClose: () => void; props?: Record<string, unknown> };
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function SuccessModal({ onClose, props }: Props) {
  const { t } = useT();
  const title = str(props?.title) ?? t(str(props?.titleKey) ?? 'success.title');
  const message = str(props?.message) ?? (str(props?.messageKey) ? t(str(props?.messageKey)!) : undefined);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('success.ok')}
        </Button>
      }
    >
      {message ? <Text>{message}</Text> : null}
    </Modal>
  );
}

/** The terms and conditions document: a static file on a storage host (URL from the Krea terms call when signed in). */
export function TermsModal({ onClose, props }: Props) {
  const { t } = useT();
  const user = useUser();
  const [url, setUrl] = useState<string | undefined>(str(props?.url));
  useEffect(() => {
    if (url || !hasAuthoringAccess(user)) return;
    let alive = true;
    termsAndConditions()
      .then((r) => {
        if (alive) setUrl(str(r.termsAndConditionsURL));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [url, user]);
  return (
    <Modal open onClose={onClose} title={t('terms.title')} size="lg">
      {url ? (
        <>
          <chakra.iframe title={t('terms.title')} src={url} w="full" h="60vh" borderWidth="1px" rounded="md" />
          <Link href={url} target="_blank" rel="noopener noreferrer" mt="3" display="inline-block">
            {t('terms.openDocument')}
          </Link>
        </>
      ) : (
        <Box>
          {(['p1', 'p2', 'p3', 'p4'] as const).map((p) => (
            <Text key={p} mb="3">
              {t(`terms.summary.${p}`)}
            </Text>
          ))}
        </Box>
      )}
    </Modal>
  );
}

/** Active account: closing it goes home. */
export function ActiveAccountModal({ onClose }: Props) {
  const { t } = useT();
  const close = () => {
    onClose();
    navigate('/');
  };
  return (
    <Modal
      open
      onClose={close}
      title={t('activeAccount.title')}
      footer={
        <Button colorPalette="brand" onClick={close}>
          {t('activeAccount.ok')}
        </Button>
      }
    >
      <Text>{t('activeAccount.body')}</Text>
    </Modal>
  );
}

/** Rich-text detail of a notification: only harmless markup is kept. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const allowed = new Set([
    'P',
    'BR',
    'STRONG',
    'B',
    'EM',
    'I',
    'U',
    'UL',
    'OL',
    'LI',
    'A',
    'H3',
    'H4',
    'SPAN',
    'DIV',
    'BLOCKQUOTE',
  ]);
  const walk = (el: Element) => {
    for (const child of Array.from(el.children)) {
      if (!allowed.has(child.tagName)) {
        child.remove();
        continue;
      }
      for (const attr of Array.from(child.attributes)) {
        const keep = child.tagName === 'A' && attr.name === 'href' && /^(https?:|mailto:|\/)/i.test(attr.value.trim());
        if (!keep) child.removeAttribute(attr.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
      walk(child);
    }
  };
  const root = doc.body.firstElementChild!;
  walk(root);
  return root.innerHTML;
}

export function NotificationDetailModal({ onClose, props }: Props) {
  const { t } = useT();
  const date = str(props?.startDate) ?? str(props?.date);
  return (
    <Modal open onClose={onClose} title={str(props?.title) ?? t('notifications.detailTitle')} size="lg">
      {date ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {formatDate(date)}
        </Text>
      ) : null}
      {str(props?.brief) ? (
        <Text fontWeight="semibold" mb="3">
          {str(props?.brief)}
        </Text>
      ) : null}
      <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(str(props?.detail) ?? '') }} />
    </Modal>
  );
}
