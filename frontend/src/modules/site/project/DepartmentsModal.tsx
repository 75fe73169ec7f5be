import { Modal } from 'antd';
import { useMemo } from 'react';
import { deleteDepartment, getDepartmentTree, type Project, type ProjectDepartment } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import { TreeCrudPage, type ActionModalProps, type ResourceDef, type TreeOption } from '@/shared/crud';
import { toTreeOptions, withTopRoot } from '@/modules/system/shared/sources';
import { M, P } from './texts';

/**
 * The departments of one project (which need not be the header's): every call names the project, so
 * the list, the forms and the delete act on it. Delete is a row action for that reason.
 */
export function departmentDef(projectId: string): ResourceDef<ProjectDepartment> {
  const parents = {
    queryKey: ['projectDepartment', 'tree', projectId, 'withTop'],
    load: async (): Promise<TreeOption[]> => withTopRoot(toTreeOptions(await unwrap(getDepartmentTree(projectId)))),
  };
  return {
    name: 'projectDepartment',
    title: M.deptTitle,
    api: { delete: false },
    detail: true,
    columns: [
      { key: 'name', title: M.deptName, inSearch: true, rules: { required: true, max: 100 } },
      { key: 'code', title: M.deptCode, width: 120, rules: { max: 50 } },
      { key: 'pid', title: M.parent, type: 'tree-select', source: parents, inTable: false, inDetail: false, defaultValue: '0', rules: { required: true } },
      { key: 'leader', title: M.leader, width: 100, rules: { max: 50 } },
      { key: 'phone', title: M.deptPhone, width: 130, rules: { max: 20, pattern: /^[0-9+\-() ]*$/ } },
      { key: 'sort', title: P.sort, type: 'number', width: 80, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
      { key: 'remark', title: P.remark, type: 'textarea', inTable: false, rules: { max: 255 } },
    ],
    toBody: (values) => ({ ...values, projectId }),
    rowActions: [
      {
        key: 'remove', text: M.deleteDept, perm: 'projectDepartment:delete', danger: true,
        confirm: (row) => M.confirmDeleteDept(row.name), run: (row) => deleteDepartment(projectId, row.id),
      },
    ],
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['projectDepartment', 'tree', projectId] }),
  };
}

/** 部门: the department tree of the project in a modal. */
export function DepartmentsModal({ row, open, onClose }: ActionModalProps<Project>) {
  const def = useMemo(() => departmentDef(row.id), [row.id]);
  return (
    <Modal title={P.departmentsTitle(row.name)} open={open} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <TreeCrudPage def={def} params={{ projectId: row.id }} addDefaults={{ pid: '0' }} defaultExpandAll />
    </Modal>
  );
}
