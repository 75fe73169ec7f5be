import { Space, Typography } from 'antd';
import type { NoticeReadInfo } from '@/api/modules/notice';
import { ReadTag } from './NoticeTags';
import { T } from './texts';

/** 已读 n / 共 m 人, then each recipient with a read tag (the reading time on hover). */
export function ReadInfoList({ list }: { list: NoticeReadInfo[] | undefined }) {
  if (!list?.length) return <Typography.Text type="secondary">{T.noRecipients}</Typography.Text>;
  const read = list.filter((i) => i.readStatus === 1).length;
  return (
    <Space orientation="vertical" size={4}>
      <Typography.Text type="secondary">{T.readCount(read, list.length)}</Typography.Text>
      <Space wrap size={[12, 4]}>
        {list.map((i) => (
          <span key={i.userId} title={i.readTime ? `${T.readTime}：${i.readTime}` : undefined}>
            {i.userName} <ReadTag read={i.readStatus === 1} />
          </span>
        ))}
      </Space>
    </Space>
  );
}
