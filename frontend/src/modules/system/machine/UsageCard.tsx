import { Card, Flex, Progress } from 'antd';
import type { ReactNode } from 'react';
import { DescriptionList, Description } from '@/shared/components/DescriptionList';
import { toPercent, usageStatus } from './format';

interface Props {
  title: ReactNode;
  rate: number | string | null | undefined;
  /** term/value pairs shown next to the gauge */
  items: { term: ReactNode; value: ReactNode }[];
  loading?: boolean;
}

/** A card with a usage gauge and a few figures (CPU, memory). */
export function UsageCard({ title, rate, items, loading }: Props) {
  const percent = toPercent(rate);
  return (
    <Card title={title} loading={loading} style={{ height: '100%' }}>
      <Flex align="center" gap={24} wrap>
        <Progress type="dashboard" percent={percent ?? 0} status={usageStatus(percent)} size={120} />
        <DescriptionList col={1} style={{ flex: 1, minWidth: 160 }}>
          {items.map((item, i) => (
            <Description key={i} term={item.term}>{item.value}</Description>
          ))}
        </DescriptionList>
      </Flex>
    </Card>
  );
}
