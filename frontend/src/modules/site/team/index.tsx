import type { SiteTeam } from '@/api/modules/site';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { enterpriseSource, TEAM_LIST_KEY } from '../shared/sources';
import { T } from './texts';

/** 班组: the project's teams under its enterprises; the leader is picked among the team's people. */
export const teamDef: ResourceDef<SiteTeam> = {
  name: 'team',
  title: T.title,
  api: { detail: true, export: true },
  detail: true,
  formColumns: 2,
  columns: [
    { key: 'name', title: T.name, inSearch: true, sorter: true, width: 160, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, width: 110, rules: { max: 50 } },
    {
      key: 'enterpriseId', title: T.enterprise, type: 'select', source: enterpriseSource, inSearch: true, width: 220,
      ellipsis: true, get: (row) => row.enterpriseName, rules: { required: true },
    },
    { key: 'workType', title: T.workType, type: 'dict', dictCode: 'work_type', inSearch: true, width: 100 },
    { key: 'leaderName', title: T.leader, inForm: false, width: 90, help: T.leaderHint },
    { key: 'memberCount', title: T.memberCount, inForm: false, width: 70 },
    { key: 'entryDate', title: T.entryDate, type: 'date', sorter: true, width: 110 },
    { key: 'exitDate', title: T.exitDate, type: 'date', width: 110 },
    { key: 'sort', title: T.sort, type: 'number', inTable: false, defaultValue: 100, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, wide: true, rules: { max: 255 } },
  ],
  deleteConfirm: (row) => T.deleteHint(row.name),
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: TEAM_LIST_KEY }),
};

export default function TeamPage() {
  return <CrudPage def={teamDef} />;
}
