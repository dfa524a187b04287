import * as kreaApi from '@platform/api-client/krea';
import type { Base } from '../../components/modalParts';
import { PhraseDeleteModal } from '../../components/PhraseDeleteModal';

/** Delete the content, or one language, by typing the exact phrase (§5); removing the last language deletes the content. */
export function DeleteModal({ open, onClose, content, onDeleted, onDone }: Base & { onDeleted: () => void }) {
  return (
    <PhraseDeleteModal
      what="content"
      open={open}
      onClose={onClose}
      languages={content.locales.map((l) => l.locale)}
      remove={(language) => kreaApi.deleteContent(content.id, language)}
      onDeleted={onDeleted}
      onLanguageRemoved={async () => onDone(await kreaApi.content(content.id))}
    />
  );
}
