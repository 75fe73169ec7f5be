import { useQuery } from '@tanstack/react-query';
import { Input, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getNextFireTimes } from '@/api/modules/timer';
import { useHasPerm, type ControlProps } from '@/shared/crud';
import { T } from './texts';

const PREVIEW_PERM = 'sysTimers:nextFireTimes';
const DEBOUNCE_MS = 400;

function useDebounced(value: string, ms: number): string {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/** The next fire times of an expression, or the server's Chinese reason it is not valid. */
function CronPreview({ cron }: { cron: string }) {
  const query = useQuery({
    queryKey: ['sysTimers', 'nextFireTimes', cron],
    queryFn: () => getNextFireTimes(cron),
    enabled: cron !== '',
    retry: false,
    staleTime: 30_000,
  });
  if (cron === '') return null;
  if (query.isPending) return <Typography.Text type="secondary">{T.previewLoading}</Typography.Text>;
  const res = query.data;
  if (!res?.success) {
    return <Typography.Text type="danger" data-testid="cron-error">{res?.message ?? ''}</Typography.Text>;
  }
  return (
    <div data-testid="cron-preview">
      <Typography.Text type="secondary">{T.nextTimes}：</Typography.Text>
      <Space wrap size={[4, 4]}>
        {res.data.map((t) => <Tag key={t}>{t}</Tag>)}
      </Space>
    </div>
  );
}

/** cron field: the expression, common examples to pick, the syntax hint and a live preview. */
export function CronInput({ value, onChange, disabled, placeholder }: ControlProps) {
  const has = useHasPerm();
  const text = typeof value === 'string' ? value : '';
  const debounced = useDebounced(text.trim(), DEBOUNCE_MS);
  return (
    <Space orientation="vertical" size={6} style={{ width: '100%' }}>
      <Input
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
        disabled={disabled}
        placeholder={placeholder ?? T.cronPlaceholder}
        data-testid="cron-input"
      />
      {!disabled && (
        <Space wrap size={[4, 4]}>
          {T.cronExamples.map(([cron, label]) => (
            <Tag key={cron} style={{ cursor: 'pointer' }} onClick={() => onChange?.(cron)} title={cron}>{label}</Tag>
          ))}
        </Space>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{T.cronHint}</Typography.Text>
      {has(PREVIEW_PERM) && <CronPreview cron={debounced} />}
    </Space>
  );
}
