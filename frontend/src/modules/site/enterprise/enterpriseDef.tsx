import type { Rule } from 'antd/es/form';
import { getEnterpriseList, type Enterprise } from '@/api/modules/project';
import { unwrap } from '@/api/modules/result';
import type { FieldDef, OptionSource, ResourceDef } from '@/shared/crud';
import { T } from './texts';
import { usccProblem } from './uscc';

const usccRule: Rule = {
  validator: (_rule, value: unknown) => {
    const problem = typeof value === 'string' && value.trim() ? usccProblem(value) : null;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

const exitAfterEntry: Rule = ({ getFieldValue }) => ({
  validator: (_rule, exit: { isBefore?: (d: unknown, unit: string) => boolean } | null | undefined) => {
    const entry = getFieldValue('entryDate') as unknown;
    return exit?.isBefore && entry && exit.isBefore(entry, 'day') ? Promise.reject(new Error(T.exitBeforeEntry)) : Promise.resolve();
  },
});

const PHONE = { max: 20, pattern: /^[0-9+\-() ]*$/, patternMessage: T.phonePattern };

/** The fields both kinds share, with the role field of the kind in the third place. */
function fields(role: FieldDef<Enterprise>, own: FieldDef<Enterprise>[]): FieldDef<Enterprise>[] {
  return [
    { key: 'name', title: T.name, inSearch: true, sorter: true, ellipsis: true, width: 220, rules: { required: true, max: 100 } },
    { key: 'uscc', title: T.uscc, inSearch: true, width: 190, rules: { required: true, extra: [usccRule] } },
    role,
    ...own,
    { key: 'qualification', title: T.qualification, inTable: false, rules: { max: 100 } },
    { key: 'legalPerson', title: T.legalPerson, inTable: false, rules: { max: 50 } },
    { key: 'contact', title: T.contact, width: 90, rules: { max: 50 } },
    { key: 'contactPhone', title: T.contactPhone, width: 130, rules: PHONE },
    { key: 'address', title: T.address, inTable: false, wide: true, rules: { max: 255 } },
    { key: 'entryDate', title: T.entryDate, type: 'date', sorter: true, width: 110 },
    { key: 'exitDate', title: T.exitDate, type: 'date', width: 110, deps: ['entryDate'], rules: { extra: [exitAfterEntry] } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
  ];
}

const base = {
  api: { detail: true, export: true },
  detail: true,
  formLayout: 'drawer' as const,
  formWidth: 760,
  formColumns: 2 as const,
  batchDelete: true,
};

/** 参建单位: the enterprises taking part in the header's project, by their role. */
export const enterpriseDef: ResourceDef<Enterprise> = {
  ...base,
  name: 'projectEnterprise',
  title: T.participant,
  columns: fields(
    { key: 'role', title: T.role, type: 'dict', dictCode: 'enterprise_role', inSearch: true, width: 110, rules: { required: true } },
    [],
  ),
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['projectEnterprise', 'list'] }),
};

const parents: OptionSource = {
  queryKey: ['projectEnterprise', 'list'],
  load: async () => (await unwrap(getEnterpriseList())).map((e) => ({ value: e.id, label: e.name })),
};

/** 分包单位: the subcontractors of the header's project, each under an enterprise of the project. */
export const subEnterpriseDef: ResourceDef<Enterprise> = {
  ...base,
  name: 'subEnterprise',
  title: T.subcontractor,
  columns: fields(
    { key: 'role', title: T.subType, type: 'dict', dictCode: 'subcontract_type', inSearch: true, width: 100, rules: { required: true } },
    [
      { key: 'parentId', title: T.parent, type: 'select', source: parents, inSearch: true, inTable: false, inDetail: false, rules: { required: true } },
      { key: 'parentName', title: T.parent, inForm: false, ellipsis: true, width: 200 },
      { key: 'contractNo', title: T.contractNo, inTable: false, rules: { max: 64 } },
      { key: 'contractAmount', title: T.contractAmount, type: 'number', width: 130, props: { min: 0, precision: 2, style: { width: '100%' } } },
      { key: 'workScope', title: T.workScope, inTable: false, wide: true, rules: { max: 255 } },
    ],
  ),
};
