import { lazy, Suspense } from 'react';
import type { ControlProps } from '../../../registry/types';
import { num } from '../util';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** 富文本: TipTap, loaded on first use so forms without an editor do not pay for it. */
export function EditorControl(props: ControlProps) {
  const height = num(props.node.options.height) ?? 300;
  return (
    <Suspense fallback={<div className="kfd-editor" style={{ height: height + 40 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
