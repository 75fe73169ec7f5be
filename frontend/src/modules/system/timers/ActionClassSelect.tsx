import { useQuery } from '@tanstack/react-query';
import { Form, Select, Space, Typography } from 'antd';
import { unwrap } from '@/api/modules/result';
import { getActionClasses } from '@/api/modules/timer';
import type { ControlProps } from '@/shared/crud';
import { T } from './texts';

export const ACTION_CLASSES_KEY = ['sysTimers', 'getActionClasses'] as const;

export function useActionClasses() {
  return useQuery({ queryKey: ACTION_CLASSES_KEY, queryFn: () => unwrap(getActionClasses()), staleTime: 5 * 60_000 });
}

/**
 * The job classes the server provides, by Chinese name, with the chosen one's description below;
 * picking one fills an empty cron field with the class's suggested schedule.
 */
export function ActionClassSelect({ value, onChange, disabled, placeholder }: ControlProps) {
  const { data = [], isPending } = useActionClasses();
  const form = Form.useFormInstance();
  const chosen = data.find((j) => j.actionClass === value);
  const pick = (v: string) => {
    onChange?.(v);
    const job = data.find((j) => j.actionClass === v);
    if (job && !form.getFieldValue('cron')) form.setFieldValue('cron', job.cron);
  };
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Select
        value={value as string | undefined}
        onChange={pick}
        disabled={disabled}
        loading={isPending}
        placeholder={placeholder ?? T.actionClassPlaceholder}
        options={data.map((j) => ({ value: j.actionClass, label: `${j.name}（${j.actionClass}）` }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {chosen && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{chosen.description}</Typography.Text>}
    </Space>
  );
}
