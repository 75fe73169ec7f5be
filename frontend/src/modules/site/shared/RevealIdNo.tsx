import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { revealIdNo } from '@/api/modules/site';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import { T } from './texts';

export interface RevealIdNoProps {
  resource: 'person' | 'worker';
  id: string;
  masked: string;
}

/** The masked ID number, with 查看证件号 for those holding the reveal permission (the server logs it). */
export function RevealIdNo({ resource, id, masked }: RevealIdNoProps) {
  const allowed = usePerm(`${resource}:revealIdNo`);
  const { message } = useFeedback();
  const [full, setFull] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    try {
      setFull((await unwrap(revealIdNo(resource, id))).idNo);
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space size={6} style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text copyable={full ? { text: full } : false} data-testid="id-no">{full ?? masked}</Typography.Text>
      {allowed && !full && (
        <Tooltip title={`${T.reveal}（${T.revealLogged}）`}>
          <Typography.Link disabled={busy} onClick={() => void reveal()} aria-label={T.reveal}><EyeOutlined /></Typography.Link>
        </Tooltip>
      )}
      {full && (
        <Tooltip title={T.revealHide}>
          <Typography.Link onClick={() => setFull(null)} aria-label={T.revealHide}><EyeInvisibleOutlined /></Typography.Link>
        </Tooltip>
      )}
    </Space>
  );
}
