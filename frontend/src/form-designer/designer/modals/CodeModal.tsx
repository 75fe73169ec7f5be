import { useMemo } from 'react';
import { Modal, Tabs } from 'antd';
import type { FormDesign } from '../../schema/types';
import { generateCodeTabs } from '../codegen';
import { D } from '../texts';
import { CodeView } from './CodeView';

const MIME = { vue: 'text/plain', html: 'text/html', react: 'text/plain' } as const;

/** 生成代码: VUE / HTML / React, regenerated each time it opens (design is a fresh snapshot then). */
export function CodeModal({ design, onClose }: { design: FormDesign | null; onClose: () => void }) {
  const tabs = useMemo(() => (design ? generateCodeTabs(design) : []), [design]);
  return (
    <Modal title={D.code} open={design !== null} width={850} style={{ top: 20 }} footer={null} onCancel={onClose} destroyOnHidden>
      <Tabs
        tabPlacement="start"
        items={tabs.map((t) => ({
          key: t.key,
          label: t.label,
          children: <CodeView code={t.code} fileName={t.fileName} mime={MIME[t.key]} exportText={D.exportCodeFile} />,
        }))}
      />
    </Modal>
  );
}
