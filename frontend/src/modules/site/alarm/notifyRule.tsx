/** 告警通知规则: which alarms of the project reach whom, by bell, SMS or e-mail. */
import { Alert, Tag } from 'antd';
import { useMemo } from 'react';
import { getMembers } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import { statusField } from '@/modules/system/shared/StatusSwitch';
import { RequireProject } from '@/modules/site/shared/RequireProject';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { T } from './texts';

const R = T.rules;
const CATEGORY_OPTIONS = Object.entries(T.categories).map(([value, label]) => ({ value, label }));

interface NotifyRule {
  id: string;
  name: string;
  categories: string[];
  minLevel: number;
  channels: string[];
  toSafetyOfficer: boolean;
  toManager: boolean;
  userIds: string[];
  remark: string | null;
  status: number;
  version: number;
}

const labelsOf = (values: unknown, options: readonly { value: string | number; label: string }[]) =>
  (Array.isArray(values) ? values : []).map((v) => options.find((o) => o.value === v)?.label ?? String(v));

export function ruleDef(projectId: string): ResourceDef<NotifyRule> {
  return {
    name: 'siteAlarmNotify',
    title: R.title,
    api: { detail: true, changeStatus: true },
    formWidth: 640,
    columns: [
      { key: 'name', title: R.name, inSearch: true, width: 160, rules: { required: true, max: 100 } },
      {
        key: 'categories', title: R.categories, type: 'select', multiple: true, options: CATEGORY_OPTIONS, placeholder: R.allCategories,
        render: (v) => (labelsOf(v, CATEGORY_OPTIONS).join('、') || R.allCategories),
      },
      {
        key: 'minLevel', title: R.minLevel, type: 'radio', options: [...R.minLevels], defaultValue: 2, width: 110,
        render: (v) => <Tag color={v === 2 ? 'red' : 'orange'}>{v === 2 ? '仅报警' : '预警及以上'}</Tag>,
      },
      {
        key: 'channels', title: R.channels, type: 'select', multiple: true, options: [...R.channelOptions], defaultValue: ['bell'],
        rules: { required: true }, width: 160, render: (v) => labelsOf(v, R.channelOptions).join('、'),
      },
      { key: 'toSafetyOfficer', title: R.toSafetyOfficer, type: 'switch', defaultValue: true, width: 120, render: (v) => (v ? '是' : '否') },
      { key: 'toManager', title: R.toManager, type: 'switch', defaultValue: false, width: 110, render: (v) => (v ? '是' : '否') },
      {
        key: 'userIds', title: R.users, type: 'select', multiple: true, inTable: false,
        source: {
          queryKey: ['siteAlarmNotify', 'members', projectId],
          load: async () => (await unwrap(getMembers(projectId))).map((m) => ({ value: m.userId, label: `${m.name}（${m.account}）` })),
        },
      },
      statusField<NotifyRule>('siteAlarmNotify', R.title, R.status),
      { key: 'remark', title: R.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
    ],
  };
}

export default function NotifyRulePage() {
  return (
    <RequireProject>
      {(projectId) => <RulePage projectId={projectId} />}
    </RequireProject>
  );
}

function RulePage({ projectId }: { projectId: string }) {
  const def = useMemo(() => ruleDef(projectId), [projectId]);
  return (
    <>
      <Alert type="info" showIcon title={R.defaultHint} style={{ marginBottom: 16 }} />
      <CrudPage def={def} />
    </>
  );
}
