import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ControlProps, Option } from '@/shared/crud';
import { workerOptions } from './sources';

const DEBOUNCE_MS = 300;

/** Picks a worker of the project by the start of the name (`{value, label}`, so an edit shows the name). */
export function WorkerPicker({ value, onChange, disabled, placeholder }: ControlProps) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(0);

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setLoading(true);
      workerOptions(text.trim())
        .then((found) => { if (ticket === latest.current) setOptions(found); })
        .catch(() => { if (ticket === latest.current) setOptions([]); })
        .finally(() => { if (ticket === latest.current) setLoading(false); });
    }, DEBOUNCE_MS);
  };

  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  return (
    <Select
      labelInValue
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      value={value}
      onChange={onChange}
      disabled={disabled}
      placeholder={placeholder}
      options={options}
      onOpenChange={(open) => { if (open && options.length === 0) search(''); }}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      style={{ width: '100%' }}
    />
  );
}
