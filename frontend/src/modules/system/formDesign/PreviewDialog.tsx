/** 预览 from the list: the stored form in the designer's preview dialog (获取数据 shows the values). */
import { Flex, Modal, Result, Spin } from 'antd';
import { errorMessage } from '@/api/http';
import { PreviewModal } from '@/form-designer';
import { UPLOAD_PROPS, useStoredDesign } from './formEnv';
import { T } from './texts';

export default function PreviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useStoredDesign(id);
  const design = query.data?.design;
  if (design) return <PreviewModal open design={design} onClose={onClose} {...UPLOAD_PROPS} />;
  return (
    <Modal open title={T.preview} footer={null} onCancel={onClose} width={1200} style={{ top: 20 }}>
      {query.isError
        ? <Result status="error" title={T.loadFailed} subTitle={errorMessage(query.error)} />
        : <Flex justify="center" style={{ padding: 48 }}><Spin /></Flex>}
    </Modal>
  );
}
