import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Space, Table, theme } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { editConfigs, getConfigList, type CodeGenConfig, type CodeGenerate } from '@/api/modules/codeGenerate';
import { unwrap } from '@/api/modules/result';
import { getDictTree } from '@/api/modules/sys';
import { useSubmit } from '@/shared/components/useSubmit';
import { useFeedback } from '@/shared/components/useFeedback';
import { CRUD_TEXTS, useHasPerm, type ActionModalProps } from '@/shared/crud';
import { configColumns } from './configColumns';
import { applyChange, configProblems, isEditable, setFlagForAll } from './configRules';
import { dictTypeOptions } from './sources';
import { T } from './texts';

const EDIT_PERM = 'sysCodeGenerateConfig:edit';

/**
 * 配置: one row per column of the source table, edited in place and saved all at once. Common columns
 * (id, audit columns, version, status) show greyed and stay as the system keeps them.
 */
export function ConfigDrawer({ row, open, onClose }: ActionModalProps<CodeGenerate>) {
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const canEdit = useHasPerm()(EDIT_PERM);
  const { busy, submit } = useSubmit();
  const loaded = useQuery({
    queryKey: ['sysCodeGenerateConfig', 'list', row.id],
    queryFn: () => unwrap(getConfigList(row.id)),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  // The dictionary types as of now (the cached tree of the sign-in may miss a type added since).
  const dictTree = useQuery({ queryKey: ['sysDictType', 'tree'], queryFn: () => unwrap(getDictTree()), staleTime: 30_000 });
  const dictTypes = useMemo(() => dictTypeOptions(dictTree.data), [dictTree.data]);
  const [edited, setEdited] = useState<CodeGenConfig[] | null>(null);
  const rows = useMemo(() => edited ?? loaded.data ?? [], [edited, loaded.data]);

  const columns = useMemo(() => configColumns({
    rows,
    editable: canEdit,
    dictTypes,
    onChange: (target, patch) => setEdited(rows.map((r) => (r.id === target.id ? applyChange(r, patch) : r))),
    onFlagAll: (key, on) => setEdited(setFlagForAll(rows, key, on)),
  }), [canEdit, dictTypes, rows]);

  const save = async () => {
    const problems = configProblems(rows, T);
    if (problems.length) {
      void message.warning(problems.join('；'));
      return;
    }
    await submit(() => editConfigs(rows), T.configSaved, onClose);
  };

  return (
    <Drawer title={T.configTitle(row.tableName)} open={open} onClose={onClose} size="min(1440px, 96vw)" destroyOnHidden
      extra={(
        <Space>
          <Button onClick={onClose}>{CRUD_TEXTS.cancel}</Button>
          {canEdit && (
            <Button type="primary" loading={busy} disabled={!loaded.data?.length} onClick={() => void save()}>{T.configSave}</Button>
          )}
        </Space>
      )}>
      <div data-testid="codegen-config">
        <Alert type="info" showIcon title={T.configHint} style={{ marginBottom: 12 }} />
        {loaded.error && <Alert type="error" showIcon title={errorMessage(loaded.error)} style={{ marginBottom: 12 }} />}
        <Table<CodeGenConfig>
          rowKey="id"
          size="small"
          bordered
          loading={loaded.isLoading}
          columns={columns}
          dataSource={rows}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: T.configEmpty }}
          onRow={(r) => (isEditable(r) ? {} : { style: { background: token.colorFillTertiary, color: token.colorTextTertiary } })}
        />
      </div>
    </Drawer>
  );
}
