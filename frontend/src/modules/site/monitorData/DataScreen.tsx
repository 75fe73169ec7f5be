import { Space } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getLatest, type DeviceLatest } from '@/api/modules/monitorData';
import { unwrap } from '@/api/modules/result';
import { usePerm } from '@/app/access';
import { RequireProject } from '@/modules/site/shared/RequireProject';
import { LIVE_PERMISSION, useLiveEvents, type LiveEvent } from '@/shared/live';
import { ChartPanel } from './ChartPanel';
import { DeviceCards } from './DeviceCards';
import { HistoryTable } from './HistoryTable';
import { applyAlarm, applyDevice, applyReading, type AlarmEvent, type AlarmFlashes, type DeviceEvent, type ReadingEvent } from './liveState';
import type { KindDef } from './types';

function Screen({ def, projectId }: { def: KindDef; projectId: string }) {
  const client = useQueryClient();
  const key = [def.resource, 'latest'];
  const latest = useQuery({ queryKey: key, queryFn: () => unwrap(getLatest(def.resource)) });
  const [flashes, setFlashes] = useState<AlarmFlashes>({});
  const [selected, setSelected] = useState<string>();
  const devices = latest.data ?? [];
  const live = usePerm(LIVE_PERMISSION);
  const update = (change: (list: DeviceLatest[]) => DeviceLatest[]) =>
    client.setQueryData<DeviceLatest[]>(key, (old) => (old ? change(old) : old));
  useLiveEvents(projectId, (e: LiveEvent) => {
    if (e.event === 'reading') update((list) => applyReading(list, e.data as ReadingEvent));
    else if (e.event === 'device') update((list) => applyDevice(list, e.data as DeviceEvent));
    else if (e.event === 'alarm') {
      const shown = new Set(devices.map((d) => d.deviceId));
      setFlashes((f) => applyAlarm(f, e.data as AlarmEvent, shown));
      void client.invalidateQueries({ queryKey: key });
    } else if (e.event === 'resync') void client.invalidateQueries({ queryKey: key });
  }, live);
  const current = selected ?? devices[0]?.deviceId;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <DeviceCards def={def} devices={devices} loading={latest.isLoading} flashes={flashes} selected={current} onSelect={setSelected} />
      <ChartPanel def={def} devices={devices} deviceId={current} onDevice={setSelected} />
      <HistoryTable def={def} devices={devices} />
    </Space>
  );
}

/** A monitoring data screen (塔吊数据, 升降机数据, 环境数据): live device cards, charts and history. */
export function DataScreen({ def }: { def: KindDef }) {
  return <RequireProject>{(projectId) => <Screen key={projectId} def={def} projectId={projectId} />}</RequireProject>;
}
