import { useRef, type ReactNode } from 'react';
import { Button, Divider, Select, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  LineOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { T } from '../../../texts';

const E = T.editor;

function Tool({ title, icon, active, disabled, onClick }: { title: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;

/** Chinese toolbar of the rich-text editor. */
export function EditorToolbar({ editor, disabled, onImages }: { editor: Editor; disabled: boolean; onImages: (files: File[]) => void }) {
  const file = useRef<HTMLInputElement>(null);
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      level: HEADINGS.find((l) => e.isActive('heading', { level: l })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const url = window.prompt(E.linkPrompt, (editor.getAttributes('link').href as string | undefined) ?? '');
    if (url === null) return;
    if (url === '') chain().unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: url }).run();
  };
  return (
    <div className="kfd-editor-toolbar" role="toolbar">
      <Select
        size="small"
        style={{ width: 88 }}
        disabled={disabled}
        value={s.level}
        aria-label={E.heading}
        onChange={(level: number) => (level ? chain().setHeading({ level: level as 1 }).run() : chain().setParagraph().run())}
        options={[{ value: 0, label: E.paragraph }, ...HEADINGS.map((l) => ({ value: l, label: `${E.heading}${l}` }))]}
      />
      <Divider orientation="vertical" />
      <Tool title={E.bold} icon={<BoldOutlined />} active={s.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} />
      <Tool title={E.italic} icon={<ItalicOutlined />} active={s.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} />
      <Tool title={E.strike} icon={<StrikethroughOutlined />} active={s.strike} disabled={disabled} onClick={() => chain().toggleStrike().run()} />
      <Tool title={E.code} icon={<CodeOutlined />} active={s.code} disabled={disabled} onClick={() => chain().toggleCode().run()} />
      <Divider orientation="vertical" />
      <Tool title={E.bulletList} icon={<UnorderedListOutlined />} active={s.bullet} disabled={disabled} onClick={() => chain().toggleBulletList().run()} />
      <Tool title={E.orderedList} icon={<OrderedListOutlined />} active={s.ordered} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} />
      <Tool title={E.blockquote} icon={<span className="kfd-quote">“</span>} active={s.quote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()} />
      <Tool title={E.hr} icon={<LineOutlined />} disabled={disabled} onClick={() => chain().setHorizontalRule().run()} />
      <Divider orientation="vertical" />
      <Tool title={E.link} icon={<LinkOutlined />} active={s.link} disabled={disabled} onClick={setLink} />
      <Tool title={E.image} icon={<PictureOutlined />} disabled={disabled} onClick={() => file.current?.click()} />
      <Tool title={E.clear} icon={<ClearOutlined />} disabled={disabled} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
      <Divider orientation="vertical" />
      <Tool title={E.undo} icon={<UndoOutlined />} disabled={disabled || !s.canUndo} onClick={() => chain().undo().run()} />
      <Tool title={E.redo} icon={<RedoOutlined />} disabled={disabled || !s.canRedo} onClick={() => chain().redo().run()} />
      <input
        ref={file}
        type="file"
        accept="image/gif,image/jpeg,image/png"
        multiple
        hidden
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) onImages(files);
        }}
      />
    </div>
  );
}
