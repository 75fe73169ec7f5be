/**
 * 快捷入口: cards of the processes the user may start; 起草申请 opens the start form. Holders of the
 * management permission also get the shortcut list.
 */
import { FormOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { wfApi, type FlwShortcut } from '@/api/modules/workflow';
import { CrudPage, useHasPerm } from '@/shared/crud';
import { T } from '../texts';
import { CategoryName } from '../shared/CategoryName';
import { shortcutDef } from './shortcutDef';
import '../workflow.css';

const ApplyDrawer = lazy(() => import('../draft/ApplyDrawer'));

function Cards({ onApply }: { onApply: (s: FlwShortcut) => void }) {
  const q = useQuery({ queryKey: ['flwShortcut', 'mine'], queryFn: () => wfApi.shortcutList() });
  if (q.isPending) return <Spin />;
  if (!q.data?.length) return <Empty description={T.noShortcut} />;
  return (
    <div className="wf-cards" data-testid="wf-shortcuts">
      {q.data.map((s) => (
        <Card key={s.id} size="small" hoverable onClick={() => onApply(s)} data-testid="wf-shortcut-card">
          <Card.Meta
            avatar={<FormOutlined style={{ fontSize: 28, color: s.color || '#1677ff' }} />}
            title={s.name}
            description={
              <Typography.Text type="secondary" ellipsis>
                <CategoryName id={s.categoryId} /> · {s.definitionName ?? s.modelKey}
                {s.definitionVersion ? ` v${s.definitionVersion}` : ''}
              </Typography.Text>
            }
          />
          <Button type="link" style={{ paddingLeft: 0, marginTop: 8 }}>{T.apply}</Button>
        </Card>
      ))}
    </div>
  );
}

export default function ShortcutPage() {
  const hasPerm = useHasPerm();
  const [applying, setApplying] = useState<FlwShortcut | null>(null);
  const cards = (
    <Card title={T.shortcut}>
      <Cards onApply={setApplying} />
    </Card>
  );
  return (
    <>
      {hasPerm('flwShortcut:page') ? (
        <Tabs
          items={[
            { key: 'start', label: '发起流程', children: cards },
            { key: 'manage', label: '入口管理', children: <CrudPage def={shortcutDef} /> },
          ]}
        />
      ) : (
        cards
      )}
      {applying && (
        <Suspense fallback={null}>
          <ApplyDrawer shortcut={applying} onClose={() => setApplying(null)} />
        </Suspense>
      )}
    </>
  );
}
