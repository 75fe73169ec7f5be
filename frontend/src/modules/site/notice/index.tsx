import { Tag } from 'antd';
import { publishNotice, withdrawNotice, type ProjectNotice } from '@/api/modules/project';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { NoticeEditor } from '@/modules/system/notice/NoticeEditor';
import { RequireProject } from '../shared/RequireProject';
import { NoticeView } from './NoticeView';
import { StateTag } from './StateTag';
import { T } from './texts';

const PUBLISHED = 1;
const STATE_OPTIONS = [0, 1, 2].map((s) => ({ value: s, label: T.stateNames[s] }));

/** 项目公告: the board of the header's project; drafts are published, withdrawn and published again. */
export const projectNoticeDef: ResourceDef<ProjectNotice> = {
  name: 'projectNotice',
  title: T.title,
  api: { detail: true },
  formLayout: 'drawer',
  formWidth: 880,
  actionWidth: 220,
  columns: [
    {
      key: 'title', title: T.noticeTitle, inSearch: true, ellipsis: true, sorter: true, wide: true, rules: { required: true, max: 200 },
      render: (v, row) => <>{row.top && <Tag color="red">{T.topTag}</Tag>}{String(v)}</>,
    },
    { key: 'top', title: T.top, type: 'switch', inTable: false, defaultValue: false },
    {
      key: 'state', title: T.state, type: 'select', options: STATE_OPTIONS, inSearch: true, inForm: false, width: 100,
      render: (v) => <StateTag state={Number(v)} />,
    },
    { key: 'publishTime', title: T.publishTime, inForm: false, sorter: true, width: 170 },
    { key: 'createTime', title: T.createTime, inForm: false, sorter: true, width: 170 },
    {
      key: 'content', title: T.content, type: 'custom', inTable: false, inDetail: false, wide: true, placeholder: T.contentPlaceholder,
      rules: { required: true }, control: ({ value, onChange, disabled, placeholder }) => (
        <NoticeEditor value={value as string | undefined} onChange={onChange} disabled={disabled} placeholder={placeholder} />
      ),
    },
  ],
  canEdit: (row) => row.state !== PUBLISHED,
  canDelete: (row) => row.state !== PUBLISHED,
  rowActions: [
    { key: 'view', text: T.view, perm: 'projectNotice:detail', modal: NoticeView },
    {
      key: 'publish', text: T.publish, perm: 'projectNotice:publish', show: (row) => row.state !== PUBLISHED,
      confirm: (row) => T.confirmPublish(row.title), run: (row) => publishNotice(row.id), successText: T.published,
    },
    {
      key: 'withdraw', text: T.withdraw, perm: 'projectNotice:withdraw', danger: true, show: (row) => row.state === PUBLISHED,
      confirm: (row) => T.confirmWithdraw(row.title), run: (row) => withdrawNotice(row.id), successText: T.withdrawn,
    },
  ],
};

export default function ProjectNoticePage() {
  return <RequireProject>{() => <CrudPage def={projectNoticeDef} />}</RequireProject>;
}
