import { Modal } from 'antd';
import { exportDesign } from '../../io';
import type { FormDesign } from '../../schema/types';
import { D } from '../texts';
import { CodeView } from './CodeView';

/** 生成JSON: the design pretty-printed, with 复制数据 and 导出JSON (demo.json). */
export function JsonModal({ design, onClose }: { design: FormDesign | null; onClose: () => void }) {
  return (
    <Modal title={D.jsonData} open={design !== null} width={850} style={{ top: 20 }} footer={null} onCancel={onClose} destroyOnHidden>
      {design && <CodeView code={exportDesign(design)} fileName="demo.json" mime="application/json" exportText={D.exportJsonFile} />}
    </Modal>
  );
}
