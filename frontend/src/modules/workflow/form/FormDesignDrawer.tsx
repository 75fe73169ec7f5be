/** 设计: our form designer over the whole window for a 流程表单; 保存 writes the design with /flwForm/edit. */
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Result, Spin } from 'antd';
import { errorMessage } from '@/api/http';
import { wfApi } from '@/api/modules/workflow';
import { FormDesigner } from '@/form-designer/designer';
import { UPLOAD_PROPS } from '@/modules/system/formDesign/formEnv';
import { useFeedback } from '@/shared/components/useFeedback';
import { designOf } from '../shared/design';
import { T } from '../texts';

export default function FormDesignDrawer({ id, onClose, onSaved }: { id: string; onClose: () => void; onSaved: () => void }) {
  const { message } = useFeedback();
  const q = useQuery({ queryKey: ['flwForm', 'detail', id], queryFn: () => wfApi.formDetail(id), gcTime: 0 });
  const save = async (json: string) => {
    const d = q.data!;
    try {
      await wfApi.formEdit({ id: d.id, name: d.name, code: d.code, categoryId: d.categoryId, remark: d.remark, version: d.version, design: json });
      await q.refetch();
      onSaved();
      void message.success(T.saved);
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };
  let body;
  if (q.isPending) body = <Flex justify="center" style={{ padding: 64 }}><Spin /></Flex>;
  else if (q.isError) body = <Result status="error" title={errorMessage(q.error)} />;
  else body = <FormDesigner value={designOf(q.data.design) ?? undefined} preview={UPLOAD_PROPS} onSave={(_, json) => void save(json)} onClose={onClose} />;
  return (
    <Drawer open placement="right" size="100%" title={null} closable={false} keyboard={false} maskClosable={false} zIndex={1002} styles={{ body: { padding: 0 } }} onClose={onClose}>
      <div style={{ height: '100vh' }} data-testid="wf-form-designer">{body}</div>
    </Drawer>
  );
}
