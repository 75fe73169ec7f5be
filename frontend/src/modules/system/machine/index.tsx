import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Typography } from 'antd';
import { queryMachine } from '@/api/modules/system';
import { unwrap } from '@/api/modules/result';
import { Description, DescriptionList } from '@/shared/components/DescriptionList';
import { DiskTable } from './DiskTable';
import { formatBytes } from './format';
import { T } from './texts';
import { UsageCard } from './UsageCard';

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** 服务监控: the server's OS, Python process, CPU, memory and disks, refreshed on demand. */
export default function Machine() {
  const { data, isLoading, isFetching, isError, error, refetch, dataUpdatedAt } = useQuery({
    queryKey: ['sysMachine', 'query'],
    queryFn: () => unwrap(queryMachine()),
  });
  const refresh = () => void refetch();

  if (isError && !data) {
    return (
      <Card>
        <Result status="warning" title={T.loadFailed} subTitle={error instanceof Error ? error.message : undefined}
          extra={<Button type="primary" onClick={refresh}>{T.retry}</Button>} />
      </Card>
    );
  }

  const os = data?.sysOsInfo;
  const py = data?.sysPythonInfo;
  const mem = data?.sysMemInfo;
  const cpu = data?.sysCpuInfo;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>{T.title}</Typography.Title>
        <Flex align="center" gap={12}>
          {dataUpdatedAt > 0 && <Typography.Text type="secondary">{T.refreshedAt(clock(dataUpdatedAt))}</Typography.Text>}
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={refresh}>{T.refresh}</Button>
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={T.os.title} loading={isLoading} style={{ height: '100%' }}>
            <DescriptionList col={2}>
              <Description term={T.os.name}>{os?.osName}</Description>
              <Description term={T.os.arch}>{os?.osArch}</Description>
              <Description term={T.os.version}>{os?.osVersion}</Description>
              <Description term={T.os.host}>{os?.osHostName}</Description>
              <Description term={T.os.address}>{os?.osHostAddress}</Description>
            </DescriptionList>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={T.python.title} loading={isLoading} style={{ height: '100%' }}>
            <DescriptionList col={2}>
              <Description term={T.python.name}>{py?.pythonName}</Description>
              <Description term={T.python.version}>{py?.pythonVersion}</Description>
              <Description term={T.python.implementation}>{py?.pythonImplementation}</Description>
              <Description term={T.python.pid}>{py?.processId}</Description>
              <Description term={T.python.start}>{py?.processStartTime}</Description>
            </DescriptionList>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <UsageCard title={T.cpu.title} loading={isLoading} rate={cpu?.usedRate}
            items={[{ term: T.cpu.count, value: cpu ? T.cpu.cores(cpu.cpuCount) : '-' }]} />
        </Col>
        <Col xs={24} lg={12}>
          <UsageCard title={T.mem.title} loading={isLoading} rate={mem?.usedRate}
            items={[
              { term: T.mem.total, value: formatBytes(mem?.total) },
              { term: T.mem.used, value: formatBytes(mem?.used) },
              { term: T.mem.free, value: formatBytes(mem?.free) },
            ]} />
        </Col>
        <Col span={24}>
          <Card title={T.disk.title}>
            <DiskTable disks={data?.sysDiskInfo ?? []} loading={isLoading} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
