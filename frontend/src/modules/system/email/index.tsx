import { Card, Tag } from 'antd';
import { useState } from 'react';
import type { EmailLog } from '@/api/modules/message';
import { CrudPage, useHasPerm, type ResourceDef } from '@/shared/crud';
import { SendForm } from './SendForm';
import { T } from './texts';

/** 邮件发送记录: read-only, newest first. */
export const emailLogDef: ResourceDef<EmailLog> = {
  name: 'email',
  title: T.logTitle,
  api: { add: false, edit: false, delete: false, list: false, detail: true },
  detail: true,
  canEdit: () => false,
  canDelete: () => false,
  columns: [
    { key: 'toAddresses', title: T.toAddresses, inSearch: true, ellipsis: true },
    { key: 'subject', title: T.subject, inSearch: true, ellipsis: true },
    {
      key: 'contentType', title: T.contentType, width: 90,
      render: (v) => (v === 'html' ? <Tag color="purple">{T.html}</Tag> : <Tag>{T.text}</Tag>),
    },
    {
      key: 'success', title: T.success, type: 'select', inSearch: true, width: 100,
      options: [{ value: 'Y', label: T.yes }, { value: 'N', label: T.no }],
      render: (v) => (v === 'Y' ? <Tag color="green">{T.yes}</Tag> : <Tag color="red">{T.no}</Tag>),
    },
    { key: 'message', title: T.message, ellipsis: true },
    { key: 'mailFrom', title: T.mailFrom, inTable: false, inDetail: true },
    { key: 'account', title: T.account, width: 120 },
    { key: 'sendTime', title: T.sendTime, width: 170, sorter: true },
    {
      key: 'timeRange', title: T.timeRange, type: 'date-range', inSearch: true, inTable: false, inForm: false, inDetail: false,
      rangeKeys: ['searchBeginTime', 'searchEndTime'],
    },
  ],
};

/** 邮件发送: a form to send a test mail (plain or HTML) above the send log. */
export default function EmailPage() {
  const hasPerm = useHasPerm();
  const canText = hasPerm('email:sendEmail');
  const canHtml = hasPerm('email:sendEmailHtml');
  const [round, setRound] = useState(0);
  return (
    <>
      {(canText || canHtml) && (
        <Card variant="borderless" title={T.formTitle} style={{ marginBottom: 16 }}>
          <SendForm canText={canText} canHtml={canHtml} onSent={() => setRound((n) => n + 1)} />
        </Card>
      )}
      {hasPerm('email:page') && <CrudPage key={round} def={emailLogDef} />}
    </>
  );
}
