import { useMemo, useRef, useState } from 'react';
import { Button, message, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { InboxOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ControlProps } from '../../../registry/types';
import { parseUploadValue, type UploadRecord } from '../../../schema/values';
import { T } from '../../../texts';
import { safeUrl } from '@/shared/utils/urls';
import { bool, num, str, widthStyle } from '../util';
import { downloadRecord } from './download';
import { IMAGE_TYPES, parseUploadResponse, requestHeaders, resolveAction, resolveFieldName, resolveUploadUrl, uploadData } from './uploadUtils';

type Kind = 'file' | 'img';

/** A stored file as antd lists it: its name links to its url (and a picture shows it) only when that is
 * an http(s) or relative address — a value or a design's default list may hold any text. */
const toUploadFile = (r: UploadRecord): UploadFile => ({
  uid: String(r.uid),
  name: str(r.name),
  status: (r.status as UploadFile['status']) ?? 'done',
  url: safeUrl(r.url),
});

/** The upload logic shared by uploadFile and uploadImg: limit, response contracts, value sync. */
function useUpload(kind: Kind, { node, value, onChange, disabled, env }: ControlProps) {
  const o = node.options;
  const [api, holder] = message.useMessage();
  const records = useMemo(() => parseUploadValue(value), [value]);
  const latest = useRef(records);
  latest.current = records;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const warnedBatch = useRef<unknown>(null);
  const limit = Math.max(1, num(o.limit) ?? 3);
  const failed = kind === 'img' ? T.imageUploadFailed : T.fileUploadFailed;

  const emit = (next: UploadRecord[]) => {
    latest.current = next;
    onChange(next);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (kind === 'img' && !IMAGE_TYPES.includes(file.type)) {
      void api.error(T.imageTypeOnly);
      return Upload.LIST_IGNORE;
    }
    const room = limit - latest.current.length - pending.length;
    if (batch.indexOf(file) >= room) {
      if (warnedBatch.current !== batch) {
        warnedBatch.current = batch;
        void api.warning(T.uploadLimit(limit));
      }
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    const others = (list: UploadFile[]) => list.filter((f) => f.uid !== file.uid);
    if (file.status === 'uploading') {
      setPending((list) => [...others(list), file]);
      return;
    }
    setPending(others);
    if (file.status === 'removed') {
      emit(latest.current.filter((r) => String(r.uid) !== file.uid));
    } else if (file.status === 'done') {
      const outcome = parseUploadResponse(file.response);
      if (!outcome.ok) {
        void api.error(failed);
        return;
      }
      // The address may be the host's answer to a second request (a signed link): keep the file
      // listed as uploading until it is known.
      setPending((list) => [...others(list), { ...file, status: 'uploading' }]);
      void resolveUploadUrl(outcome, env).then((url) => {
        setPending((list) => list.filter((f) => f.uid !== file.uid));
        const record: UploadRecord = { type: kind, name: file.name, status: 'done', uid: outcome.fileId ?? String(Date.now()), url };
        emit([...latest.current, record]);
      });
    } else if (file.status === 'error') {
      void api.error(failed);
    }
  };

  const action = resolveAction(o, env);
  const props: UploadProps = {
    name: resolveFieldName(o, env, kind),
    action,
    headers: requestHeaders(o, env, action, 'upload'),
    data: uploadData(o),
    multiple: bool(o.multiple),
    disabled,
    fileList: [...records.map(toUploadFile), ...pending],
    beforeUpload,
    onChange: handleChange,
    showUploadList: { showRemoveIcon: !disabled },
  };
  const full = records.length + pending.length >= limit;
  return { props, holder, full, records, api };
}

export function UploadFileControl(p: ControlProps) {
  const { node, env, id } = p;
  const o = node.options;
  const { props, holder, full, records, api } = useUpload('file', p);
  const onPreview = (file: UploadFile) => {
    const record = records.find((r) => String(r.uid) === file.uid);
    if (!record) return;
    void downloadRecord(record, o, env).then((ok) => {
      if (!ok) void api.error(T.downloadFailed);
    });
  };
  const placeholder = str(o.placeholder, T.upload) || T.upload;
  if (bool(o.drag) && !full) {
    return (
      <div style={widthStyle(o)} id={id}>
        {holder}
        <Upload.Dragger {...props} onPreview={onPreview}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{T.uploadDrag}</p>
        </Upload.Dragger>
      </div>
    );
  }
  return (
    <div style={widthStyle(o)} id={id}>
      {holder}
      <Upload {...props} onPreview={onPreview}>
        {!full && (
          <Button icon={<UploadOutlined />} disabled={p.disabled}>
            {placeholder}
          </Button>
        )}
      </Upload>
    </div>
  );
}

export function UploadImgControl(p: ControlProps) {
  const { node, id } = p;
  const o = node.options;
  const { props, holder, full } = useUpload('img', p);
  const [preview, setPreview] = useState<string | null>(null);
  const listType = (['text', 'picture', 'picture-card'].includes(str(o.listType)) ? str(o.listType) : 'picture-card') as UploadProps['listType'];
  const placeholder = str(o.placeholder, T.upload) || T.upload;
  return (
    <div style={widthStyle(o)} id={id}>
      {holder}
      <Upload
        {...props}
        accept={IMAGE_TYPES.join(',')}
        listType={listType}
        onPreview={(file) => setPreview(file.url ?? file.thumbUrl ?? null)}
      >
        {!full &&
          (listType === 'picture-card' ? (
            <div>
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>{placeholder}</div>
            </div>
          ) : (
            <Button icon={<UploadOutlined />} disabled={p.disabled}>
              {placeholder}
            </Button>
          ))}
      </Upload>
      <Modal open={preview !== null} footer={null} title={T.imagePreview} onCancel={() => setPreview(null)}>
        {preview && <img alt="" src={preview} style={{ width: '100%' }} />}
      </Modal>
    </div>
  );
}
