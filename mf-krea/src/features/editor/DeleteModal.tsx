import { DELETE_CONTENT_PHRASE } from '@platform/contracts';
import * as kreaApi from '@platform/api-client/krea';
import { useRemoteT, toast } from '@platform/remote-kit';
import type { Base } from '../../components/modalParts';
import { PhraseDeleteModal } from '../../components/PhraseDeleteModal';

/** Delete the content, or one language, by typing the exact phrase (§5); removing the last language deletes the content. */
export function DeleteModal({ open, onClose, content, onDeleted, onDone }: Base & { onDeleted: () => void }) {
  const { t, locale } = useRemoteT();
  return (
    <PhraseDeleteModal
      open={open}
      onClose={onClose}
      idPrefix="del"
      title={t('delete.title')}
      testId="delete-modal"
      phrase={DELETE_CONTENT_PHRASE[locale]}
      allLabel={t('delete.all')}
      languages={content.locales.map((l) => l.locale)}
      failed={t('errors.save')}
      onConfirm={async (target) => {
        const r = await kreaApi.deleteContent(content.id, target === 'all' ? undefined : target);
        toast('success', t('delete.done'));
        onClose();
        if (r.deleted) onDeleted();
        else onDone(await kreaApi.content(content.id));
      }}
    />
  );
}
