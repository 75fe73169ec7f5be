import { Alert, Badge, Card, Col, Empty, Row, Skeleton, Space, Tag } from 'antd';
import type { DeviceLatest } from '@/api/modules/monitorData';
import type { AlarmFlashes } from './liveState';
import styles from './monitorData.module.css';
import { T } from './texts';
import type { KindDef } from './types';

interface Props {
  def: KindDef;
  devices: DeviceLatest[];
  loading: boolean;
  flashes: AlarmFlashes;
  selected?: string;
  onSelect: (deviceId: string) => void;
}

function DeviceCard({ def, device, flash, selected, onSelect }: { def: KindDef; device: DeviceLatest; flash?: AlarmFlashes[string]; selected: boolean; onSelect: () => void }) {
  const classes = [styles.card, selected ? styles.selected : '', flash ? styles.alarm : ''].join(' ');
  const Body = def.CardBody;
  return (
    <Card
      size="small"
      className={classes}
      data-testid="device-card"
      data-device={device.deviceId}
      data-alarm={flash ? '1' : '0'}
      onClick={onSelect}
      title={<Space size={6}><span>{device.name}</span><Tag color={device.online ? 'green' : 'default'}>{device.online ? T.online : T.offline}</Tag></Space>}
      extra={device.openAlarms > 0 ? <Badge count={T.openAlarms(device.openAlarms)} style={{ backgroundColor: '#ff4d4f' }} /> : null}
    >
      {flash && (
        <Alert className={styles.alarmTitle} type={flash.level === 1 ? 'warning' : 'error'} showIcon
          title={<span data-testid="device-alarm">{flash.title}</span>} />
      )}
      {device.latest ? <Body device={device} reading={device.latest} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noReading} />}
      <div className={styles.footer}>{T.lastSeen}：{device.latest?.time ?? device.lastSeen ?? '-'}</div>
    </Card>
  );
}

/** The top of a data screen: a card per device with its newest values, kept live by the stream. */
export function DeviceCards({ def, devices, loading, flashes, selected, onSelect }: Props) {
  if (loading) return <Card variant="borderless"><Skeleton active /></Card>;
  if (!devices.length) return <Card variant="borderless"><Empty description={T.noDevices} /></Card>;
  return (
    <Row gutter={[16, 16]}>
      {devices.map((d) => (
        <Col key={d.deviceId} xs={24} md={12} xl={8} xxl={6}>
          <DeviceCard def={def} device={d} flash={flashes[d.deviceId]} selected={d.deviceId === selected} onSelect={() => onSelect(d.deviceId)} />
        </Col>
      ))}
    </Row>
  );
}
