import { useRef, useState } from 'react';
import { Alert, Button, Modal, Typography } from 'antd';
import type { FormDesign } from '../schema/types';
import { T } from '../texts';
import type { FieldError } from '../validate/validate';
import { FormRenderer, type FormRendererApi, type FormRendererProps } from './FormRenderer';

export interface PreviewModalProps extends Omit<FormRendererProps, 'design'> {
  open: boolean;
  design: FormDesign;
  onClose: () => void;
  /** Modal width (spec: 1200). */
  width?: number;
}

type Outcome = { ok: true; values: unknown } | { ok: false; errors: FieldError[] };

/** 预览: renders the design; 获取数据 validates and shows the collected JSON (or the errors). */
export function PreviewModal({ open, design, onClose, width = 1200, ...rendererProps }: PreviewModalProps) {
  const ref = useRef<FormRendererApi>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const getData = () => {
    ref.current?.getData().then(
      (values) => setOutcome({ ok: true, values }),
      (errors: FieldError[]) => setOutcome({ ok: false, errors }),
    );
  };
  return (
    <>
      <Modal
        title={T.preview}
        open={open}
        width={width}
        style={{ top: 20 }}
        okText={T.getData}
        cancelText={T.close}
        onOk={getData}
        onCancel={onClose}
        destroyOnHidden
      >
        {open && <FormRenderer ref={ref} design={design} {...rendererProps} />}
      </Modal>
      <Modal
        title={outcome?.ok === false ? T.validateFailed : T.jsonData}
        open={outcome !== null}
        width={850}
        onCancel={() => setOutcome(null)}
        footer={<Button onClick={() => setOutcome(null)}>{T.close}</Button>}
      >
        {outcome?.ok === true && (
          <Typography.Paragraph copyable={{ text: JSON.stringify(outcome.values, null, 2) }}>
            <pre className="kfd-json" data-testid="preview-json">
              {JSON.stringify(outcome.values, null, 2)}
            </pre>
          </Typography.Paragraph>
        )}
        {outcome?.ok === false && (
          <Alert
            type="error"
            title={T.validateFailed}
            description={
              <ul data-testid="preview-errors">
                {outcome.errors.map((e) => (
                  <li key={e.field}>
                    {e.field}: {e.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Modal>
    </>
  );
}
