import { unwrap } from '@/api/modules/result';
import {
  changeNoticeStatus,
  getUserSelector,
  NOTICE_DRAFT,
  NOTICE_PUBLISHED,
  NOTICE_WITHDRAWN,
  type SysNoticeDetail,
} from '@/api/modules/notice';
import type { FieldDef, Option, OptionSource, ResourceDef, Values } from '@/shared/crud';
import { NoticeEditor } from './NoticeEditor';
import { NoticeDetailModal } from './NoticeDetailModal';
import { StatusTag, TypeTag } from './NoticeTags';
import { T } from './texts';

export const TYPE_OPTIONS: Option[] = [{ value: 1, label: '通知' }, { value: 2, label: '公告' }];
const STATUS_OPTIONS: Option[] = [NOTICE_DRAFT, NOTICE_PUBLISHED, NOTICE_WITHDRAWN].map((s) => ({ value: s, label: T.statusNames[s] }));

export const userSource: OptionSource<Option> = {
  queryKey: ['sysUser', 'selector'],
  load: async () => (await unwrap(getUserSelector())).map((u) => ({ value: u.id, label: u.name })),
};

/** Form -> body: the publish switch becomes Snowy's `status` (0 draft, 1 published). */
export function noticeToBody(values: Values): Values {
  const { publishNow, ...rest } = values;
  return { ...rest, noticeUserIdList: (rest.noticeUserIdList as string[] | undefined) ?? [], status: publishNow ? NOTICE_PUBLISHED : NOTICE_DRAFT };
}

const publishField: FieldDef<SysNoticeDetail> = {
  key: 'publishNow', title: T.publishNow, type: 'switch', inTable: false, inDetail: false, defaultValue: false,
};

/** 公告管理: drafts are edited, then published to their recipients and perhaps withdrawn. */
export function noticeDef(canPublish: boolean): ResourceDef<SysNoticeDetail> {
  return {
    name: 'sysNotice',
    title: T.title,
    api: { detail: true },
    formLayout: 'drawer',
    formWidth: 880,
    actionWidth: 220,
    columns: [
      { key: 'title', title: T.noticeTitle, inSearch: true, ellipsis: true, sorter: true, wide: true, rules: { required: true, max: 200 } },
      {
        key: 'type', title: T.type, type: 'radio', options: TYPE_OPTIONS, inSearch: true, width: 90, defaultValue: 1,
        rules: { required: true }, render: (v) => <TypeTag type={Number(v)} />,
      },
      {
        key: 'status', title: T.status, type: 'select', options: STATUS_OPTIONS, inSearch: true, inForm: false, width: 100,
        render: (v) => <StatusTag status={Number(v)} />,
      },
      { key: 'publicUserName', title: T.publisher, inForm: false, width: 120, ellipsis: true },
      { key: 'publicTime', title: T.publicTime, inForm: false, sorter: true, width: 170 },
      { key: 'createTime', title: T.createTime, inForm: false, sorter: true, width: 170 },
      {
        key: 'noticeUserIdList', title: T.recipients, type: 'select', source: userSource, multiple: true, inTable: false,
        inDetail: false, wide: true, placeholder: T.recipientsPlaceholder, props: { maxTagCount: 20 },
        rules: { required: true, message: T.recipientsPlaceholder },
      },
      {
        key: 'content', title: T.content, type: 'custom', inTable: false, wide: true, placeholder: T.contentPlaceholder,
        rules: { required: true }, control: ({ value, onChange, disabled, placeholder }) => (
          <NoticeEditor value={value as string | undefined} onChange={onChange} disabled={disabled} placeholder={placeholder} />
        ),
      },
      ...(canPublish ? [publishField] : []),
    ],
    toBody: noticeToBody,
    canEdit: (row) => row.status === NOTICE_DRAFT,
    canDelete: (row) => row.status !== NOTICE_PUBLISHED,
    rowActions: [
      { key: 'detail', text: T.detail, perm: 'sysNotice:detail', modal: NoticeDetailModal },
      {
        key: 'publish', text: T.publish, perm: 'sysNotice:changeStatus', show: (row) => row.status === NOTICE_DRAFT,
        confirm: (row) => T.confirmPublish(row.title), run: (row) => changeNoticeStatus(row.id, NOTICE_PUBLISHED), successText: T.published,
      },
      {
        key: 'withdraw', text: T.withdraw, perm: 'sysNotice:changeStatus', danger: true, show: (row) => row.status === NOTICE_PUBLISHED,
        confirm: (row) => T.confirmWithdraw(row.title), run: (row) => changeNoticeStatus(row.id, NOTICE_WITHDRAWN), successText: T.withdrawn,
      },
    ],
  };
}
