/** Picks users, roles, orgs or positions (审批人 / 抄送) from the system APIs; nothing for initiator rules. */
import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { getUserSelector } from '@/api/modules/notice';
import { unwrap } from '@/api/modules/result';
import { getOrgTree, getPosList, getRoleDropDown } from '@/api/modules/sys';
import { IMPLICIT_ASSIGNEES, type AssigneeType } from '../bpmn/nodeConfig';
import { MT } from './texts';

interface Props {
  type: AssigneeType;
  value: string[];
  onChange: (ids: string[]) => void;
  testId?: string;
}

type Opt = { value: string; label: string };

const loaders: Partial<Record<AssigneeType, () => Promise<Opt[]>>> = {
  user: async () => (await unwrap(getUserSelector())).map((u) => ({ value: u.id, label: u.name })),
  role: async () => (await unwrap(getRoleDropDown())).map((r) => ({ value: r.id, label: r.name })),
  pos: async () => (await unwrap(getPosList())).map((p) => ({ value: p.id, label: p.name })),
};

export function PrincipalPicker({ type, value, onChange, testId }: Props) {
  const load = loaders[type];
  const options = useQuery({ queryKey: ['sysPicker', type], queryFn: () => load!(), enabled: Boolean(load), staleTime: 60_000 });
  const orgs = useQuery({ queryKey: ['sysOrg', 'tree'], queryFn: () => unwrap(getOrgTree()), enabled: type === 'org', staleTime: 60_000 });
  if (IMPLICIT_ASSIGNEES.includes(type)) return null;
  if (type === 'org') {
    return (
      <TreeSelect
        data-testid={testId}
        multiple
        treeDefaultExpandAll
        value={value}
        onChange={(v: string[]) => onChange(v)}
        treeData={orgs.data ?? []}
        fieldNames={{ label: 'title', value: 'id', children: 'children' }}
        placeholder={MT.pickOrg}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Select
      data-testid={testId}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isPending}
      value={value}
      onChange={onChange}
      options={options.data ?? []}
      placeholder={MT.pick[type]}
      style={{ width: '100%' }}
    />
  );
}
