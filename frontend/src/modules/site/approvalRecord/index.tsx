import type { ManageRow } from '@/api/modules/manage';
import type { ResourceDef } from '@/shared/crud';
import { attachmentsField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { T } from './texts';

export interface ApprovalRecord extends ManageRow {
  title: string;
  type: string;
  typeName: string | null;
  applyDate: string;
  content: string;
  amount: string | null;
  attachments: string[];
  remark: string | null;
}

/** 审批记录: a generic approval request of the project (a scheme, materials or equipment coming on site, ...). */
export const approvalRecordDef: ResourceDef<ApprovalRecord> = {
  name: 'siteApprovalRecord',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 760,
  formColumns: 2,
  columns: [
    { key: 'title', title: T.recordTitle, inSearch: true, ellipsis: true, rules: { required: true, max: 100 } },
    { key: 'type', title: T.type, type: 'dict', dictCode: 'approval_record_type', inSearch: true, width: 110, rules: { required: true } },
    { key: 'applyDate', title: T.applyDate, type: 'date', sorter: true, width: 120, rules: { required: true } },
    { key: 'amount', title: T.amount, type: 'number', width: 120, sorter: true, props: { min: 0, precision: 2, style: { width: '100%' } } },
    { key: 'content', title: T.content, type: 'textarea', inTable: false, wide: true, rules: { required: true, max: 5000 } },
    { key: 'remark', title: T.remark, inTable: false, wide: true, rules: { max: 255 } },
    attachmentsField('attachments', T.attachments),
  ],
};

const titleOf = (row: ApprovalRecord) => row.title;

export default function ApprovalRecordPage() {
  return <ManagePage def={approvalRecordDef} titleOf={titleOf} />;
}
