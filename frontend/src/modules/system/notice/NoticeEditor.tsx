import { lazy, Suspense } from 'react';

const Editor = lazy(() => import('./NoticeEditorImpl'));

export interface NoticeEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** The notice's rich-text field: the form designer's TipTap editor, loaded when a form opens. */
export function NoticeEditor(props: NoticeEditorProps) {
  return (
    <Suspense fallback={<div style={{ height: 340, border: '1px solid #d9d9d9', borderRadius: 6 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
