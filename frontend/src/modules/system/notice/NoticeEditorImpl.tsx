import { useMemo } from 'react';
import { BASE_URL } from '@/api/http';
import { fetchPreviewUrl } from '@/api/modules/account';
import type { FormNode, RenderEnv } from '@/form-designer';
import RichTextEditor from '@/form-designer/renderer/controls/editor/RichTextEditor';
import '@/form-designer/renderer/renderer.css';
import { KEYS, storage } from '@/shared/utils/storage';
import type { NoticeEditorProps } from './NoticeEditor';
import './notice.css';

const EDITOR_HEIGHT = 300;
const noop = () => undefined;

/** Pictures go to the file service; the server stores their links bare and signs them for each reader. */
const ENV: RenderEnv = {
  config: { layout: 'horizontal', labelCol: {}, wrapperCol: {}, hideRequiredMark: false, customStyle: '' } as RenderEnv['config'],
  dynamicData: {},
  disabled: false,
  uploadAction: `${BASE_URL}/sysFileInfo/upload`,
  uploadHeaders: (): Record<string, string> => {
    const token = storage.get<string>(KEYS.ACCESS_TOKEN);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  fileUrl: fetchPreviewUrl,
  submit: noop,
  reset: noop,
};

export default function NoticeEditorImpl({ value, onChange, disabled, placeholder, id }: NoticeEditorProps) {
  const node = useMemo<FormNode>(
    () => ({ type: 'editor', label: '', key: 'notice_content', model: 'content', options: { height: EDITOR_HEIGHT, placeholder } }),
    [placeholder],
  );
  return (
    <div className="notice-editor">
      <RichTextEditor node={node} id={id} value={value ?? ''} disabled={Boolean(disabled)} env={ENV}
        onChange={(v) => onChange?.(typeof v === 'string' ? v : '')} renderList={() => null} />
    </div>
  );
}
