import type { ReactNode } from 'react';
import type { DataResource, DeviceLatest, ReadingRow } from '@/api/modules/monitorData';

/** A reading field as the screens show it (wire name of the device protocol, label, unit). */
export interface FieldDef {
  wire: string;
  label: string;
  unit: string;
}

/** A threshold drawn as a mark line (a key of the device's `thresholds`). */
export interface MarkDef {
  key: string;
  label: string;
  color: string;
}

/** One chart of the middle panel: the fields it draws and the limits it marks. */
export interface ChartGroup {
  key: string;
  title: string;
  fields: string[];
  marks: MarkDef[];
}

export interface CardBodyProps {
  device: DeviceLatest;
  reading: ReadingRow;
}

/** What one monitoring data screen is made of. */
export interface KindDef {
  kind: 'crane' | 'lift' | 'environment';
  resource: DataResource;
  title: string;
  fields: FieldDef[];
  charts: ChartGroup[];
  /** The latest values of a device card. */
  CardBody: (props: CardBodyProps) => ReactNode;
}
