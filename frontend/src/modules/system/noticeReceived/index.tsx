import type { ReceivedNotice } from '@/api/modules/notice';
import { CrudPage, type ActionModalProps, type ResourceDef } from '@/shared/crud';
import { NoticeReader } from '../notice/NoticeReader';
import { ReadTag, TypeTag } from '../notice/NoticeTags';
import { TYPE_OPTIONS } from '../notice/noticeDef';
import { T } from '../notice/texts';

function ReadModal({ row, open, onClose, onDone }: ActionModalProps<ReceivedNotice>) {
  // Reading changes the row's read state: closing reloads the table.
  return <NoticeReader id={open ? row.id : null} onClose={row.readStatus === 1 ? onClose : onDone} />;
}

const READ_OPTIONS = [{ value: 0, label: T.unread }, { value: 1, label: T.read }];

/** 已收公告: the caller's published notices with their read state; opening one marks it read. */
export const receivedDef: ResourceDef<ReceivedNotice> = {
  name: 'sysNotice',
  title: T.title,
  api: { page: '/sysNotice/received', add: false, edit: false, delete: false, detail: false },
  actionWidth: 90,
  columns: [
    { key: 'title', title: T.noticeTitle, inSearch: true, ellipsis: true },
    { key: 'type', title: T.type, type: 'select', options: TYPE_OPTIONS, inSearch: true, width: 90, render: (v) => <TypeTag type={Number(v)} /> },
    { key: 'publicUserName', title: T.publisher, width: 120, ellipsis: true },
    { key: 'publicTime', title: T.publicTime, width: 170 },
    {
      key: 'readStatus', title: T.readStatus, type: 'select', options: READ_OPTIONS, inSearch: true, width: 100,
      render: (v) => <ReadTag read={Number(v) === 1} />,
    },
    { key: 'readTime', title: T.readTime, width: 170 },
  ],
  rowActions: [{ key: 'read', text: T.open, perm: 'sysNotice:received', modal: ReadModal }],
};

export default function NoticeReceivedPage() {
  return <CrudPage def={receivedDef} />;
}
