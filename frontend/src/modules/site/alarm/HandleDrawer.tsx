/** 处理: one alarm with its data snapshot, its log as a timeline and the notifications sent, and the
 * handling form (note, photos, 开始处理 / 处理完成 / 误报 as the alarm's status and the user's rights allow). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Divider, Drawer, Empty, Flex, Input, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/http';
import { alarmStep, getAlarmDetail, type AlarmDetail, type AlarmStepAction, type SiteAlarm } from '@/api/modules/alarm';
import { unwrap } from '@/api/modules/result';
import { usePerm } from '@/app/access';
import { useFeedback } from '@/shared/components/useFeedback';
import type { ActionModalProps } from '@/shared/crud';
import { LEVEL_COLORS, STATUS_COLORS, allowedSteps, durationText, snapshotItems, valueText } from './format';
import { PhotoList, PhotoUpload } from './Photos';
import { T } from './texts';

const LOG_COLORS: Record<string, string> = { raise: 'red', report: 'red', clear: 'green', handle: 'green', false: 'gray', accept: 'blue' };

function Summary({ alarm }: { alarm: AlarmDetail }) {
  return (
    <Descriptions size="small" column={2} bordered>
      <Descriptions.Item label={T.content} span={2}>{alarm.title}</Descriptions.Item>
      <Descriptions.Item label={T.device}>{alarm.deviceName ?? '-'}</Descriptions.Item>
      <Descriptions.Item label={T.type}>{alarm.typeName}</Descriptions.Item>
      <Descriptions.Item label={T.level}><Tag color={LEVEL_COLORS[alarm.level]}>{alarm.levelName}</Tag></Descriptions.Item>
      <Descriptions.Item label={T.status}><Tag color={STATUS_COLORS[alarm.status]}>{alarm.statusName}</Tag></Descriptions.Item>
      <Descriptions.Item label={T.value}>{valueText(alarm)}</Descriptions.Item>
      <Descriptions.Item label={T.source}>{alarm.sourceName}</Descriptions.Item>
      <Descriptions.Item label={T.time}>{alarm.startTime}</Descriptions.Item>
      <Descriptions.Item label={T.duration}>
        {durationText(alarm.duration)} {alarm.category !== 'construction' && (alarm.active ? <Tag color="red">{T.activeNow}</Tag> : <Tag color="green">{T.recovered}</Tag>)}
      </Descriptions.Item>
      <Descriptions.Item label={T.hits}>{alarm.hits}</Descriptions.Item>
      <Descriptions.Item label={T.handler}>{alarm.handlerName ?? '-'}</Descriptions.Item>
      {alarm.location && <Descriptions.Item label={T.location} span={2}>{alarm.location}</Descriptions.Item>}
      {alarm.content && <Descriptions.Item label={T.description} span={2}>{alarm.content}</Descriptions.Item>}
      {alarm.photos.length > 0 && <Descriptions.Item label={T.photos} span={2}><PhotoList ids={alarm.photos} /></Descriptions.Item>}
    </Descriptions>
  );
}

function History({ alarm }: { alarm: AlarmDetail }) {
  const items = alarm.logs.map((log) => ({
    color: LOG_COLORS[log.action] ?? 'blue',
    children: (
      <Flex vertical gap={4}>
        <Typography.Text strong>{log.actionName}{log.userName ? ` · ${log.userName}` : ''}</Typography.Text>
        <Typography.Text type="secondary">{log.createTime}</Typography.Text>
        {log.note && <Typography.Text>{log.note}</Typography.Text>}
        {log.photos.length > 0 && <PhotoList ids={log.photos} />}
      </Flex>
    ),
  }));
  return <Timeline items={items} data-testid="alarm-timeline" />;
}

function Notifications({ alarm }: { alarm: AlarmDetail }) {
  if (!alarm.notifications.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical gap={4}>
      {alarm.notifications.map((n, i) => (
        <Typography.Text key={i}>
          {T.channels[n.channel]} · {n.userName ?? '-'} {n.address ? `(${n.address})` : ''} · {T.notifyStates[n.state]}{n.error ? `：${n.error}` : ''}
        </Typography.Text>
      ))}
    </Flex>
  );
}

export function HandleDrawer({ row, open, onClose, onDone }: ActionModalProps<SiteAlarm>) {
  const queryClient = useQueryClient();
  const key = ['siteAlarm', 'detail', row.id];
  const { data: alarm, refetch } = useQuery({ queryKey: key, queryFn: () => unwrap(getAlarmDetail(row.id)) });
  const { message } = useFeedback();
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [busy, setBusy] = useState<AlarmStepAction | null>(null);
  const [changed, setChanged] = useState(false);
  const perms = { accept: usePerm('siteAlarm:accept'), handle: usePerm('siteAlarm:handle'), falseAlarm: usePerm('siteAlarm:falseAlarm') };
  const run = async (action: AlarmStepAction) => {
    if (!alarm) return;
    if (action !== 'accept' && !note.trim()) {
      void message.warning(T.noteRequired);
      return;
    }
    setBusy(action);
    try {
      const res = await alarmStep(action, { id: alarm.id, version: alarm.version, note: note.trim() || undefined, photos });
      if (!res.success) {
        void message.error(res.message);
        return;
      }
      void message.success(T.stepOk);
      setNote('');
      setPhotos([]);
      setChanged(true);
      void queryClient.invalidateQueries({ queryKey: ['siteAlarm', 'overview'] });
      await refetch();
    } catch (e) {
      void message.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const steps = allowedSteps(alarm?.status ?? 2);
  const canAct = (steps.accept && perms.accept) || (steps.handle && perms.handle) || (steps.falseAlarm && perms.falseAlarm);
  return (
    <Drawer title={T.drawerTitle(row.title)} open={open} size={720} onClose={() => (changed ? onDone() : onClose())}
      destroyOnHidden data-testid="alarm-drawer">
      {!alarm ? <Spin /> : (
        <Flex vertical gap={8}>
          <Summary alarm={alarm} />
          <Divider titlePlacement="start">{T.handle}</Divider>
          {canAct ? (
            <Flex vertical gap={12}>
              <Input.TextArea rows={3} maxLength={500} showCount value={note} placeholder={T.notePlaceholder}
                onChange={(e) => setNote(e.target.value)} data-testid="alarm-note" />
              <PhotoUpload value={photos} onChange={(v) => setPhotos(v as string[])} />
              <Space>
                {steps.accept && perms.accept && <Button loading={busy === 'accept'} onClick={() => void run('accept')}>{T.accept}</Button>}
                {steps.handle && perms.handle && <Button type="primary" loading={busy === 'handle'} onClick={() => void run('handle')}>{T.done}</Button>}
                {steps.falseAlarm && perms.falseAlarm && <Button danger loading={busy === 'falseAlarm'} onClick={() => void run('falseAlarm')}>{T.falseAlarm}</Button>}
              </Space>
            </Flex>
          ) : <Typography.Text type="secondary">{T.closed}</Typography.Text>}
          <Divider titlePlacement="start">{T.snapshot}</Divider>
          {snapshotItems(alarm.snapshot).length ? (
            <Descriptions size="small" column={3}>
              {snapshotItems(alarm.snapshot).map((item) => <Descriptions.Item key={item.label} label={item.label}>{item.value}</Descriptions.Item>)}
            </Descriptions>
          ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noSnapshot} />}
          <Divider titlePlacement="start">{T.timeline}</Divider>
          <History alarm={alarm} />
          <Divider titlePlacement="start">{T.notifications}</Divider>
          <Notifications alarm={alarm} />
        </Flex>
      )}
    </Drawer>
  );
}
