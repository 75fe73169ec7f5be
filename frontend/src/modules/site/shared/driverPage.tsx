/** 塔吊司机 / 升降机司机: one screen shape for both kinds of operator (their certificates and expiry). */
import { AlertOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { unwrap } from '@/api/modules/result';
import { getExpiringDrivers, type DriverResource, type SiteDriver } from '@/api/modules/site';
import { usePerm } from '@/app/access';
import { CrudPage, type ResourceDef, type Values } from '@/shared/crud';
import { WorkerPicker } from './WorkerPicker';

export const DT = {
  person: '工人',
  name: '姓名',
  idNo: '身份证号',
  phone: '手机号',
  enterprise: '所属单位',
  team: '班组',
  certNo: '证书编号',
  certCategory: '操作类别',
  authority: '发证机关',
  validUntil: '有效期至',
  certState: '证书状态',
  device: '绑定设备',
  remark: '备注',
  stateText: (state: number, days: number) =>
    state === 2 ? `已过期${-days}天` : state === 1 ? (days === 0 ? '今天到期' : `${days}天后到期`) : '有效',
  warning: '证书预警',
  warningTip: '证书在项目设置的提前天数内到期或已过期的司机',
  showAll: '显示全部',
  unbound: '未绑定',
} as const;

const STATE_COLORS = ['green', 'orange', 'red'] as const;

interface Labeled { value: string; label?: unknown }

export function driverDef(resource: DriverResource, title: string): ResourceDef<SiteDriver> {
  return {
    name: resource,
    title,
    api: { detail: true, export: true },
    detail: true,
    formColumns: 2,
    columns: [
      { key: 'name', title: DT.name, inSearch: true, inTable: false, inForm: false, inDetail: false, placeholder: '姓名开头的字' },
      { key: 'personName', title: DT.name, inForm: false, width: 90 },
      {
        key: 'person', title: DT.person, type: 'custom', control: WorkerPicker, inTable: false, inDetail: false,
        wide: true, rules: { required: true }, placeholder: '输入姓名查找本项目的工人',
      },
      { key: 'certNo', title: DT.certNo, inSearch: true, width: 150, rules: { required: true, max: 64 } },
      { key: 'validUntil', title: DT.validUntil, type: 'date', sorter: true, width: 110, rules: { required: true } },
      {
        key: 'certState', title: DT.certState, inForm: false, width: 110,
        render: (v, row) => <Tag color={STATE_COLORS[Number(v)]}>{DT.stateText(Number(v), row.daysLeft)}</Tag>,
      },
      { key: 'certCategory', title: DT.certCategory, width: 130, ellipsis: true, rules: { max: 64 } },
      { key: 'authority', title: DT.authority, inTable: false, rules: { max: 100 } },
      { key: 'phone', title: DT.phone, inForm: false, width: 120 },
      { key: 'idNo', title: DT.idNo, inForm: false, width: 170 },
      { key: 'enterpriseName', title: DT.enterprise, inForm: false, width: 200, ellipsis: true },
      { key: 'deviceName', title: DT.device, inForm: false, width: 100, render: (v) => (v ? String(v) : DT.unbound) },
      { key: 'remark', title: DT.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
    ],
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: [resource, 'expiring'] }),
    toForm: (row) => ({ ...row, person: row.personId ? { value: row.personId, label: row.personName ?? row.personId } : undefined }),
    toBody: (values: Values) => {
      const { person, ...rest } = values;
      return { ...rest, personId: (person as Labeled | undefined)?.value ?? null };
    },
  };
}

/** The screen: the table, with a 证书预警 badge that filters to certificates due soon or past. */
export function DriverPage({ resource, title }: { resource: DriverResource; title: string }) {
  const def = useMemo(() => driverDef(resource, title), [resource, title]);
  const canSee = usePerm(`${resource}:expiring`);
  const [onlyDue, setOnlyDue] = useState(false);
  const { data } = useQuery({
    queryKey: [resource, 'expiring'],
    queryFn: () => unwrap(getExpiringDrivers(resource)),
    enabled: canSee,
    staleTime: 30_000,
  });
  const count = data?.length ?? 0;
  const toggle = canSee ? (
    <Tooltip title={DT.warningTip}>
      <Badge count={count} size="small" offset={[-4, 2]}>
        <Button danger={count > 0} type={onlyDue ? 'primary' : 'default'} icon={<AlertOutlined />}
          onClick={() => setOnlyDue((v) => !v)} data-testid="driver-expiring">
          {onlyDue ? DT.showAll : DT.warning}
        </Button>
      </Badge>
    </Tooltip>
  ) : null;
  return <CrudPage def={def} params={onlyDue ? { expiring: true } : undefined} toolbarExtra={toggle} />;
}
