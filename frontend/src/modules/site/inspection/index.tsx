import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { Inspection, RectifyStatus } from '@/api/modules/siteInspection';
import { useSession } from '@/app/session';
import type { FieldDef, ResourceDef, Values } from '@/shared/crud';
import { photosField } from '../manage/fields';
import { ManagePage } from '../manage/ManagePage';
import { CategoryButton } from './CategoryModal';
import { LogsDrawer } from './LogsDrawer';
import { checkJobSource, enterpriseListSource, hazardSource, memberSource } from './sources';
import { RectifyModal, ReviewModal } from './StepModals';
import { T } from './texts';

const STATUS_COLORS: Record<RectifyStatus, string> = { none: 'default', pending: 'orange', reviewing: 'blue', passed: 'green', failed: 'red' };
const hidden = { inTable: false, inForm: false, inDetail: false } as const;
const afterwards = { inTable: false, inForm: false, inDetail: true } as const;
/** Fields a 不合格 finding needs (hidden in the form of a 合格 one). */
const finding: Pick<FieldDef, 'deps' | 'show'> = { deps: ['result'], show: (v: Values) => v.result !== 'pass' };

function StatusCell({ row }: { row: Inspection }) {
  return (
    <Space size={4}>
      <Tag color={STATUS_COLORS[row.rectifyStatus]}>{row.rectifyStatusName ?? row.rectifyStatus}</Tag>
      {row.overdue && <Tag color="red">{T.overdueTag}</Tag>}
    </Space>
  );
}

const mine = (row: Inspection) => {
  const { user, adminType } = useSession.getState();
  return adminType === 1 || (user !== null && row.responsibleUserId === user.id);
};

const columns: FieldDef<Inspection>[] = [
  { key: 'checkDate', title: T.checkDate, type: 'date', sorter: true, width: 110, defaultValue: dayjs().format('YYYY-MM-DD'), rules: { required: true } },
  { key: 'dateRange', title: T.dateRange, type: 'date-range', inSearch: true, rangeKeys: ['checkDateStart', 'checkDateEnd'], ...hidden },
  { key: 'checkType', title: T.checkType, type: 'dict', dictCode: 'inspection_type', inSearch: true, width: 100, rules: { required: true } },
  { key: 'location', title: T.location, inSearch: true, ellipsis: true, placeholder: T.locationPlaceholder, rules: { required: true, max: 200 } },
  { key: 'result', title: T.result, type: 'radio', dictCode: 'inspection_result', inSearch: true, width: 80, defaultValue: 'fail', rules: { required: true } },
  {
    key: 'categoryId', title: T.category, type: 'tree-select', source: hazardSource, inSearch: true, width: 150, ellipsis: true,
    get: (row) => row.categoryName, rules: { required: true }, ...finding,
  },
  { key: 'level', title: T.level, type: 'dict', dictCode: 'hazard_level', inSearch: true, width: 80, rules: { required: true }, ...finding },
  { key: 'problemDesc', title: T.problemDesc, type: 'textarea', inTable: false, wide: true, rules: { required: true, max: 2000 }, ...finding },
  { key: 'requirement', title: T.requirement, type: 'textarea', inTable: false, wide: true, rules: { max: 2000 }, ...finding },
  {
    key: 'deadline', title: T.deadline, type: 'date', sorter: true, width: 110, ...finding,
    rules: {
      required: true,
      extra: [({ getFieldValue }) => ({
        validator: (_, v) => {
          const checked = getFieldValue('checkDate') as dayjs.Dayjs | null | undefined;
          return !v || !checked || !dayjs(v as dayjs.Dayjs).isBefore(checked, 'day') ? Promise.resolve() : Promise.reject(new Error(T.deadlineEarly));
        },
      })],
    },
  },
  {
    key: 'responsibleUserId', title: T.responsibleUser, type: 'select', source: memberSource, inSearch: true, width: 100,
    get: (row) => row.responsibleUserName, rules: { required: true }, ...finding,
  },
  {
    key: 'responsibleEnterpriseId', title: T.responsibleEnterprise, type: 'select', source: enterpriseListSource, inTable: false,
    get: (row) => row.responsibleEnterpriseName, ...finding,
  },
  {
    key: 'rectifyStatus', title: T.rectifyStatus, type: 'dict', dictCode: 'rectify_status', inSearch: true, inForm: false, width: 150,
    render: (_, row) => <StatusCell row={row} />,
  },
  {
    key: 'overdue', title: T.overdue, type: 'select', inSearch: true, ...hidden,
    options: [{ value: 'true', label: T.yes }, { value: 'false', label: T.no }],
  },
  {
    key: 'checkerIds', title: T.checkers, type: 'select', source: memberSource, multiple: true, inTable: false, defaultValue: [],
    placeholder: T.checkersPlaceholder, get: (row) => row.checkerNames.join('、'),
  },
  { key: 'checkUnit', title: T.checkUnit, inTable: false, rules: { max: 100 } },
  { key: 'checkJobId', title: T.checkJob, type: 'select', source: checkJobSource, inTable: false, get: (row) => row.checkJobName },
  { key: 'remark', title: T.remark, inTable: false, wide: true, rules: { max: 255 } },
  photosField('checkPhotos', T.checkPhotos),
  { key: 'rectifyDesc', title: T.rectifyDesc, ...afterwards },
  { key: 'rectifyDate', title: T.rectifyDate, ...afterwards },
  photosField('rectifyPhotos', T.rectifyPhotos, afterwards),
  { key: 'reviewerName', title: T.reviewer, ...afterwards },
  { key: 'reviewOpinion', title: T.reviewOpinion, ...afterwards },
  { key: 'reviewDate', title: T.reviewDate, ...afterwards },
  photosField('reviewPhotos', T.reviewPhotos, afterwards),
];

/** 安全检查: one record is one finding; its rectification (整改 → 复查) runs beside its approval. */
export const inspectionDef: ResourceDef<Inspection> = {
  name: 'siteInspection',
  title: T.title,
  api: { detail: true, export: true },
  formLayout: 'drawer',
  formWidth: 820,
  formColumns: 2,
  columns,
  rowActions: [
    {
      key: 'rectify', text: T.rectify, perm: 'siteInspection:rectify', modal: RectifyModal,
      show: (row) => (row.rectifyStatus === 'pending' || row.rectifyStatus === 'failed') && mine(row),
    },
    { key: 'review', text: T.review, perm: 'siteInspection:review', modal: ReviewModal, show: (row) => row.rectifyStatus === 'reviewing' },
    { key: 'logs', text: T.logs, perm: 'siteInspection:logs', modal: LogsDrawer },
  ],
  actionWidth: 320,
  toolbarExtra: () => <CategoryButton />,
};

const titleOf = (row: Inspection) => `${row.checkDate} ${row.location}`;

export default function InspectionPage() {
  return <ManagePage def={inspectionDef} titleOf={titleOf} />;
}
