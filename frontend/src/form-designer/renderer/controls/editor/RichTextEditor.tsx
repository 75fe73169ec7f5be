import { useEffect, useRef } from 'react';
import { message } from 'antd';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import type { ControlProps } from '../../../registry/types';
import { T } from '../../../texts';
import { num, placeholderOf, str, widthStyle } from '../util';
import { EditorToolbar } from './EditorToolbar';
import { readImages, MAX_IMAGES } from './images';

/** The TipTap editor bound to an HTML string value. */
export default function RichTextEditor({ node, id, value, onChange, disabled, env }: ControlProps) {
  const o = node.options;
  const html = str(value);
  const lastEmitted = useRef(html);
  const [api, holder] = message.useMessage();
  const editor = useEditor({
    extensions: [StarterKit, Image.configure({ allowBase64: true })],
    content: html,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: e }) => {
      const next = e.isEmpty ? '' : e.getHTML();
      lastEmitted.current = next;
      onChange(next);
    },
  });
  const isEmpty = useEditorState({ editor, selector: (s) => s.editor?.isEmpty ?? true });

  useEffect(() => {
    if (editor && html !== lastEmitted.current) {
      lastEmitted.current = html;
      editor.commands.setContent(html, { emitUpdate: false });
    }
  }, [editor, html]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insertImages = async (files: File[]) => {
    if (!editor) return;
    if (files.length > MAX_IMAGES) void api.warning(T.editorImageLimit(MAX_IMAGES));
    const srcs = await readImages(files.slice(0, MAX_IMAGES), env);
    if (srcs.failed) void api.error(T.imageUploadFailed);
    for (const src of srcs.urls) editor.chain().focus().setImage({ src }).run();
  };

  const height = num(o.height) ?? 300;
  return (
    <div className={disabled ? 'kfd-editor disabled' : 'kfd-editor'} style={widthStyle(o)} id={id}>
      {holder}
      {editor && <EditorToolbar editor={editor} disabled={disabled} onImages={insertImages} />}
      <div className="kfd-editor-content" style={{ height, position: 'relative' }} onClick={() => editor?.commands.focus()}>
        {isEmpty && <div className="kfd-editor-placeholder">{placeholderOf(o)}</div>}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
