import { useState } from 'react';
import { Button, Input, Modal, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { D } from '../texts';
import { readFileText } from './files';

/** The sample shown in the import modal (a one-field design in the k-form-design 3.6 format). */
export const IMPORT_SAMPLE = JSON.stringify(
  {
    list: [
      {
        type: 'input',
        label: '单行文本',
        options: { width: '100%', defaultValue: '', placeholder: '请输入', disabled: false },
        model: 'input_1577777106711',
        key: 'input_1577777106711',
        rules: [{ required: true, message: '必填项' }],
      },
    ],
    config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
  },
  null,
  '\t',
);

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** Tries to import; returns true when it worked (the modal then closes). */
  onImport: (text: string) => boolean;
}

/** 导入: edit or paste a design, or pick a JSON file (imported right away), then 确定. */
export function ImportModal({ open, onClose, onImport }: ImportModalProps) {
  const [text, setText] = useState(IMPORT_SAMPLE);
  const submit = (value: string) => {
    if (onImport(value)) onClose();
  };
  return (
    <Modal
      title={D.jsonData}
      open={open}
      width={850}
      style={{ top: 20 }}
      okText={D.ok}
      cancelText={D.close}
      onOk={() => submit(text)}
      onCancel={onClose}
      // back to the sample once closed: resetting when the opening animation ends (~300 ms) would
      // throw away text pasted in the meantime
      afterOpenChange={(visible) => !visible && setText(IMPORT_SAMPLE)}
    >
      <div className="fd-import-head">
        <span>{D.importFormat}</span>
        <Upload
          accept="application/json,.json"
          showUploadList={false}
          beforeUpload={(file) => {
            readFileText(file).then((content) => {
              setText(content);
              submit(content);
            });
            return Upload.LIST_IGNORE;
          }}
        >
          <Button type="primary" icon={<UploadOutlined />}>
            {D.importFile}
          </Button>
        </Upload>
      </div>
      <Input.TextArea
        className="fd-import-text"
        aria-label={D.jsonData}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 14, maxRows: 24 }}
        spellCheck={false}
      />
    </Modal>
  );
}
