/**
 * 填写: the stored form rendered for filling in, submitted to /formDesign/submit. The server checks the
 * values against the stored design; when it refuses, its field messages are listed above the form and
 * shown under the fields (FormRenderer.setErrors).
 */
import { Alert, Button, Flex, Modal, Result, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { submitFormDesign } from '@/api/modules/formDesign';
import { fieldNodes, FormRenderer, type FormRendererApi } from '@/form-designer';
import { useFeedback } from '@/shared/components/useFeedback';
import { UPLOAD_PROPS, useStoredDesign } from './formEnv';
import { fieldPlace, serverFieldErrors, type ServerFieldError } from './serverErrors';
import { T } from './texts';

export interface FillModalProps {
  id: string;
  name: string;
  onClose: () => void;
}

interface Refusal {
  message: string;
  errors: ServerFieldError[];
}

export default function FillModal({ id, name, onClose }: FillModalProps) {
  const { message } = useFeedback();
  const query = useStoredDesign(id);
  const api = useRef<FormRendererApi>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const design = query.data?.design;
  const labels = useMemo(
    () => new Map(design ? fieldNodes(design.list, { intoBatch: true }).map((n) => [n.model as string, n.label]) : []),
    [design],
  );

  const submit = async () => {
    if (!api.current) return;
    setBusy(true);
    try {
      const res = await submitFormDesign(id, api.current.getFieldsValue());
      if (res.success) {
        void message.success(T.submitted);
        onClose();
        return;
      }
      const errors = serverFieldErrors(res.data);
      setRefusal({ message: res.message, errors });
      // the server's messages under the fields it named
      api.current.setErrors(errors);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    api.current?.reset();
    setRefusal(null);
  };

  let body;
  if (query.isPending) body = <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>;
  else if (query.isError) body = <Result status="error" title={T.loadFailed} subTitle={errorMessage(query.error)} />;
  else {
    body = (
      <>
        {refusal && (
          <Alert
            type="error"
            showIcon
            closable={{ onClose: () => setRefusal(null) }}
            style={{ marginBottom: 16 }}
            title={refusal.errors.length ? T.refused : refusal.message}
            description={refusal.errors.length > 0 && (
              <ul className="fdm-errors" data-testid="form-fill-errors">
                {refusal.errors.map((e) => (
                  <li key={e.field}>{fieldPlace(e.field, labels)}：{e.message}</li>
                ))}
              </ul>
            )}
          />
        )}
        <FormRenderer ref={api} design={query.data.design} onSubmit={() => void submit()} {...UPLOAD_PROPS} />
      </>
    );
  }

  return (
    <Modal
      open
      title={T.fillTitle(name)}
      width={1000}
      style={{ top: 20 }}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="reset" onClick={reset} disabled={!query.isSuccess}>{T.reset}</Button>,
        <Button key="cancel" onClick={onClose}>{T.cancel}</Button>,
        <Button key="submit" type="primary" loading={busy} disabled={!query.isSuccess} onClick={() => void submit()}>{T.submit}</Button>,
      ]}
    >
      <div data-testid="form-fill">{body}</div>
    </Modal>
  );
}
