import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Box, Button, HStack, chakra } from '@platform/ui';
import { useRemoteT } from '@platform/remote-kit';
import { Field } from './forms';

/**
 * Rich-text field of the resource editor (TipTap starter kit: paragraphs, headings, bold, italic, lists, quotes,
 * links). It hands back HTML; the API sanitises it on save (ADR 0025). Labelled by `labelId` (role textbox).
 */
export function RichText({
  id,
  labelId,
  value,
  onChange,
  disabled,
}: {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  const { t } = useRemoteT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'krea-rich' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(html === '<p></p>' ? '' : html);
    },
  });
  // a value from outside (restore, merge, language switch) replaces the text
  useEffect(() => {
    if (editor && !editor.isFocused && editor.getHTML() !== value && !(value === '' && editor.getHTML() === '<p></p>'))
      editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);
  const btn = (label: string, run: () => void, active: boolean) => (
    <Button size="xs" variant={active ? 'solid' : 'ghost'} aria-pressed={active} onClick={run} disabled={disabled}>
      {label}
    </Button>
  );
  return (
    <Box borderWidth="1px" rounded="md">
      <HStack
        role="toolbar"
        aria-label={t('resource.rich.toolbar')}
        gap="1"
        p="1"
        borderBottomWidth="1px"
        flexWrap="wrap"
      >
        {editor && (
          <>
            {btn(t('resource.rich.bold'), () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
            {btn(
              t('resource.rich.italic'),
              () => editor.chain().focus().toggleItalic().run(),
              editor.isActive('italic'),
            )}
            {btn(
              t('resource.rich.heading'),
              () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
              editor.isActive('heading'),
            )}
            {btn(
              t('resource.rich.list'),
              () => editor.chain().focus().toggleBulletList().run(),
              editor.isActive('bulletList'),
            )}
            {btn(
              t('resource.rich.numbered'),
              () => editor.chain().focus().toggleOrderedList().run(),
              editor.isActive('orderedList'),
            )}
          </>
        )}
      </HStack>
      <chakra.div
        p="2"
        minH="20"
        css={{ '& .krea-rich': { outline: 'none', minHeight: '4rem' }, '& .krea-rich p': { marginBottom: '0.5em' } }}
      >
        <EditorContent editor={editor} />
      </chakra.div>
    </Box>
  );
}

/** A labelled rich-text box: Krea's `Field` (its label has the id `${id}-label`) around a `RichText` labelled by it. */
export function RichField({
  id,
  label,
  hint,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      <RichText id={id} labelId={`${id}-label`} value={value ?? ''} onChange={onChange} disabled={disabled} />
    </Field>
  );
}
