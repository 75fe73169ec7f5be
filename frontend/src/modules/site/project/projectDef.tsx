import { Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { issueProject, type Project } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import { USER_PROJECTS_KEY } from '@/app/currentProject';
import { feedback } from '@/shared/feedback/feedback';
import { errorMessage } from '@/api/http';
import type { FieldDef, ResourceDef } from '@/shared/crud';
import { userSource } from '@/modules/system/notice/noticeDef';
import { DepartmentsModal } from './DepartmentsModal';
import { MembersModal } from './MembersModal';
import { EnvironmentModal, JgwModal, MonitorModal } from './SettingsModals';
import { P } from './texts';

const STAGE_COLORS: Record<number, string> = { 1: 'processing', 2: 'warning', 3: 'success' };
const STAGE_NAMES: Record<number, string> = { 1: '在建', 2: '停工', 3: '竣工' };

/** An end date must not come before its start date (the server checks it too). */
function notBefore(startKey: string, message: string): Rule[] {
  return [({ getFieldValue }) => ({
    validator: (_rule, end: { isBefore?: (d: unknown, unit: string) => boolean } | null | undefined) => {
      const start = getFieldValue(startKey) as unknown;
      return end?.isBefore && start && end.isBefore(start, 'day') ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  })];
}

const coordinate = (key: string, title: string, max: number): FieldDef<Project> => ({
  key, title, type: 'number', inTable: false, props: { min: -max, max, precision: 6, style: { width: '100%' } },
});

function issue(row: Project): void {
  feedback.modal.confirm({
    title: P.confirmIssue(row.name),
    okText: '确定',
    cancelText: '取消',
    onOk: async () => {
      try {
        const result = await unwrap(issueProject(row.id));
        void feedback.message.success(P.issued(result.count));
      } catch (e) {
        void feedback.message.error(errorMessage(e));
      }
    },
  });
}

/** 项目列表: every project of the user (not narrowed by the header's project) with its settings. */
export const projectDef: ResourceDef<Project> = {
  name: 'project',
  title: P.title,
  api: { page: '/project/getPage', detail: true },
  detail: true,
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns: [
    { key: 'name', title: P.name, inSearch: true, sorter: true, ellipsis: true, width: 220, rules: { required: true, max: 100 } },
    { key: 'code', title: P.code, inSearch: true, sorter: true, width: 130, rules: { required: true, max: 50 } },
    { key: 'type', title: P.type, type: 'dict', dictCode: 'project_type', inSearch: true, width: 130 },
    {
      key: 'stage', title: P.stage, type: 'dict', dictCode: 'project_stage', numeric: true, inSearch: true, width: 100,
      defaultValue: 1, rules: { required: true },
      render: (v) => <Tag color={STAGE_COLORS[Number(v)]}>{STAGE_NAMES[Number(v)] ?? '-'}</Tag>,
    },
    { key: 'permitNo', title: P.permitNo, inTable: false, rules: { max: 64 } },
    { key: 'address', title: P.address, ellipsis: true, wide: true, rules: { max: 255 } },
    coordinate('lng', P.lng, 180),
    coordinate('lat', P.lat, 90),
    { key: 'planStart', title: P.planStart, type: 'date', sorter: true, width: 120 },
    { key: 'planEnd', title: P.planEnd, type: 'date', width: 120, deps: ['planStart'], rules: { extra: notBefore('planStart', P.planEndBeforeStart) } },
    { key: 'actualStart', title: P.actualStart, type: 'date', inTable: false },
    { key: 'actualEnd', title: P.actualEnd, type: 'date', inTable: false, deps: ['actualStart'], rules: { extra: notBefore('actualStart', P.actualEndBeforeStart) } },
    { key: 'contractAmount', title: P.contractAmount, type: 'number', inTable: false, props: { min: 0, precision: 2, style: { width: '100%' } } },
    { key: 'area', title: P.area, type: 'number', inTable: false, props: { min: 0, precision: 2, style: { width: '100%' } } },
    { key: 'ownerUnit', title: P.ownerUnit, inTable: false, rules: { max: 100 } },
    { key: 'contractorUnit', title: P.contractorUnit, inTable: false, rules: { max: 100 } },
    { key: 'supervisorUnit', title: P.supervisorUnit, inTable: false, rules: { max: 100 } },
    { key: 'managerId', title: P.manager, type: 'select', source: userSource, inTable: false, inDetail: false },
    { key: 'managerName', title: P.manager, inForm: false, width: 100 },
    { key: 'safetyOfficerId', title: P.safetyOfficer, type: 'select', source: userSource, inTable: false, inDetail: false },
    { key: 'safetyOfficerName', title: P.safetyOfficer, inForm: false, inTable: false, inDetail: true },
    { key: 'sort', title: P.sort, type: 'number', inTable: false, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: P.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
  ],
  rowActions: [
    { key: 'members', text: P.members, perm: 'project:memberList', modal: MembersModal },
    { key: 'departments', text: P.departments, perm: 'projectDepartment:list', modal: DepartmentsModal },
    { key: 'jgw', text: P.jgw, perm: 'project:getJgw', modal: JgwModal },
    { key: 'monitor', text: P.monitor, perm: 'project:getMonitor', modal: MonitorModal },
    { key: 'environment', text: P.environment, perm: 'project:getEnvironment', modal: EnvironmentModal },
    { key: 'issue', text: P.issue, perm: 'project:issue', onClick: issue },
  ],
  deleteConfirm: () => P.deleteConfirm,
  // the header's project list follows new, renamed and deleted projects
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: USER_PROJECTS_KEY }),
};
