import { CheckCircleOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { SmsLog } from '@/api/modules/message';
import { CrudPage, useHasPerm, type CrudContext, type ResourceDef } from '@/shared/crud';
import { SendSmsModal, ValidateSmsModal } from './SmsModals';
import { SOURCES, STATES, T } from './texts';

function Tools({ ctx }: { ctx: CrudContext<SmsLog> }) {
  const hasPerm = useHasPerm();
  const [open, setOpen] = useState<'send' | 'validate' | null>(null);
  const close = () => setOpen(null);
  const done = () => ctx.reload(true);
  return (
    <Space>
      {hasPerm('sms:sendLoginMessage') && (
        <Button type="primary" icon={<MessageOutlined />} onClick={() => setOpen('send')}>{T.send}</Button>
      )}
      {hasPerm('sms:validateMessage') && (
        <Button icon={<CheckCircleOutlined />} onClick={() => setOpen('validate')}>{T.validate}</Button>
      )}
      <SendSmsModal open={open === 'send'} onClose={close} onDone={() => { close(); done(); }} />
      <ValidateSmsModal open={open === 'validate'} onClose={close} onDone={done} />
    </Space>
  );
}

/** 短信发送记录: every code sent (login captchas and administrators' test sends); codes are never readable. */
export const smsLogDef: ResourceDef<SmsLog> = {
  name: 'sms',
  title: T.title,
  api: { add: false, edit: false, delete: false, list: false, detail: true },
  detail: true,
  canEdit: () => false,
  canDelete: () => false,
  columns: [
    { key: 'phoneNumbers', title: T.phoneNumbers, inSearch: true, width: 130 },
    {
      key: 'state', title: T.state, type: 'select', inSearch: true, width: 90,
      options: STATES.map(({ value, label }) => ({ value, label })),
      render: (v) => {
        const found = STATES.find((s) => s.value === v);
        return found ? <Tag color={found.color}>{found.label}</Tag> : String(v ?? '');
      },
    },
    { key: 'templateCode', title: T.templateCode, inSearch: true, width: 120, ellipsis: true },
    { key: 'source', title: T.source, type: 'select', options: SOURCES, inSearch: true, width: 70 },
    { key: 'createTime', title: T.createTime, width: 165, sorter: true },
    { key: 'invalidTime', title: T.invalidTime, width: 165, sorter: true },
    {
      key: 'validateCode', title: T.validateCode, width: 80,
      render: (v) => <Tooltip title={T.codeHidden}><span>{String(v ?? '')}</span></Tooltip>,
    },
    { key: 'failCount', title: T.failCount, inTable: false, inDetail: true },
    { key: 'bizId', title: T.bizId, inSearch: true, ellipsis: true },
    {
      key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false, inDetail: false,
      rangeKeys: ['searchBeginTime', 'searchEndTime'],
    },
  ],
  toolbarExtra: (ctx) => <Tools ctx={ctx} />,
};

export default function SmsPage() {
  return <CrudPage def={smsLogDef} />;
}
