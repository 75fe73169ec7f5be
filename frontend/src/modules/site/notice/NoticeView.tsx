import { Button, Descriptions, Modal, Space, Tag } from 'antd';
import type { ProjectNotice } from '@/api/modules/project';
import type { ActionModalProps } from '@/shared/crud';
import { NoticeContent } from '@/modules/system/notice/NoticeContent';
import { StateTag } from './StateTag';
import { T } from './texts';

/** 查看: the notice as the project's members read it. */
export function NoticeView({ row, open, onClose }: ActionModalProps<ProjectNotice>) {
  return (
    <Modal open={open} onCancel={onClose} width={820} destroyOnHidden footer={<Button onClick={onClose}>{T.close}</Button>}
      title={<Space>{row.top && <Tag color="red">{T.topTag}</Tag>}<span>{row.title}</span><StateTag state={row.state} /></Space>}>
      <Descriptions size="small" column={2} items={[
        { key: 'p', label: T.publishTime, children: row.publishTime ?? '-' },
        { key: 'c', label: T.createTime, children: row.createTime ?? '-' },
      ]} />
      <NoticeContent html={row.content} />
    </Modal>
  );
}
