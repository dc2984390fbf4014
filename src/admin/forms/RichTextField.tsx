import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import { useFormField, type FieldBaseProps } from './useFormField.js';
import { requiredText } from './validation.js';

export type RichTextValue = string | undefined;

/** What an empty editor reports; stored as '' so a blank body is blank. */
export function richTextValue(html: string): string {
  return /^(<p>\s*<\/p>)*$/.test(html.trim()) ? '' : html;
}

export type RichTextFieldProps = FieldBaseProps<RichTextValue> & {
  /** Minimum height of the editing area, in px (default 240). */
  minHeight?: number;
};

/**
 * Rich text (HTML) bound to the form: @mantine/tiptap's editor with StarterKit (paragraphs,
 * headings 2–4, lists, quotes, code, rules) and Mantine's Link extension (Mod+K). The server
 * sanitises what is saved (src/server/html/sanitize.ts); the toolbar offers only what survives it.
 */
export function RichTextField({ name, label, description, required, validate, disabled, readOnly, minHeight = 240 }: RichTextFieldProps) {
  const { input, error } = useFormField<RichTextValue>(name, { required, requiredRule: requiredText, validate });
  const labelId = useId();
  const editable = !readOnly && !disabled;
  const value = typeof input.value === 'string' ? input.value : '';
  const editor = useEditor({
    // StarterKit 3 bundles a Link of its own; Mantine's (with the Mod+K link editor) replaces it.
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    editable,
    // The admin is server-rendered: the editor mounts on the client only.
    immediatelyRender: false,
    // The editable area is the textbox a screen reader (and a test) finds by the field's label.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${labelId}-label` } },
    onUpdate: ({ editor: e }) => input.onChange(richTextValue(e.getHTML())),
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
  });

  // A value set from outside (reload after a conflict, form reset) replaces the editor's text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (richTextValue(editor.getHTML()) !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(editable);
  }, [editor, editable]);

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} id={labelId} labelElement="div">
      <RichTextEditor editor={editor} data-testid={`rich-text-${name}`} mt={4}>
        {editable ? (
          <RichTextEditor.Toolbar sticky stickyOffset={60}>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.ClearFormatting />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Blockquote />
              <RichTextEditor.Hr />
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        ) : null}
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
