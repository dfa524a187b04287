import { Badge, Button, HStack, Stack, Text, formatPercent } from '@platform/ui';
import type { KreaContent, KreaCompleteness } from '@platform/contracts';
import { useRemoteT } from '@platform/remote-kit';
import { Section } from '../../components/forms';
import type { ModalName } from './contentModel';

/** The content's status: completeness, what is missing, the languages' states and the actions. */
export function ContentStatus({
  content,
  comp,
  ready,
  ro,
  onPublish,
  setModal,
}: {
  content: KreaContent;
  comp: KreaCompleteness | undefined;
  ready: boolean;
  ro: boolean;
  onPublish: () => void;
  setModal: (m: ModalName) => void;
}) {
  const { t, locale } = useRemoteT();
  const owner = content.permission === 'owner';
  return (
    <Section id="sec-status" title={t('editor.status')}>
      <HStack justify="space-between">
        <Text fontWeight="semibold" id="content-ready">
          {ready
            ? content.canApprove
              ? t('completeness.ready')
              : t('completeness.readyReview')
            : content.canApprove
              ? t('completeness.incomplete')
              : t('completeness.incompleteReview')}
        </Text>
        <Badge colorPalette={ready ? 'green' : 'orange'}>
          {formatPercent(comp?.percentage ?? content.completeness, locale, 0)}
        </Badge>
      </HStack>
      {comp && !comp.ready && (
        <Stack as="ul" ps="4" fontSize="sm" gap="0" aria-label={t('completeness.missing')}>
          {comp.missing.map((m) => (
            <li key={m}>{m === 'resources' ? t('completeness.resources') : t(`field.${m}`)}</li>
          ))}
        </Stack>
      )}
      <Stack gap="1">
        {content.locales.map((l) => (
          <Text key={l.locale} fontSize="sm">
            {t(`lang.${l.locale}`)}: {t(`state.${l.state}`)} · {formatPercent(l.completeness, locale, 0)}
            {l.stale ? ` · ${t('editor.staleShort')}` : ''}
          </Text>
        ))}
      </Stack>
      <Stack gap="2">
        {!ro && (
          // a plain Author's publication goes to review first (approving authors and admins publish directly):
          // the button says so, and stays greyed until this language is complete, as the resource editor's does
          <Button
            colorPalette="brand"
            disabled={!ready}
            aria-describedby="content-ready"
            data-testid="content-publish"
            onClick={onPublish}
          >
            {content.canApprove ? t('actions.publish') : t('actions.sendToReview')}
          </Button>
        )}
        {!ro && content.locales.some((l) => l.state !== 'draft') && (
          <Button variant="outline" onClick={() => setModal('unpublish')}>
            {t('actions.unpublish')}
          </Button>
        )}
        {!ro && (
          <Button variant="outline" onClick={() => setModal('keywords')}>
            {t('actions.keywords')} ({content.keywords.length})
          </Button>
        )}
        <Button variant="outline" onClick={() => setModal('team')}>
          {owner ? t('actions.team') : t('actions.teamView')}
        </Button>
        {owner && (
          <Button variant="outline" onClick={() => setModal('type')}>
            {t('actions.changeType')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => setModal('topic')}>
          {t('actions.suggestTopic')}
        </Button>
        {owner && (
          <Button variant="ghost" colorPalette="red" onClick={() => setModal('delete')}>
            {t('actions.delete')}
          </Button>
        )}
      </Stack>
    </Section>
  );
}
