import dayjs from 'dayjs';
import type { CardBodyProps, KindDef } from '../monitorData/types';
import styles from '../monitorData/monitorData.module.css';
import { show, ValueItem } from '../monitorData/ValueItem';
import { E } from './texts';

/** GB 12523-2011: day is 06:00-22:00. */
export function isDaytime(hour: number): boolean {
  return hour >= 6 && hour < 22;
}

/** 0-360° (north = 0) as one of eight compass points. */
export function compass(degrees: number | null | undefined): string {
  if (degrees === null || degrees === undefined) return '-';
  return E.directions[Math.round((((degrees % 360) + 360) % 360) / 45) % 8];
}

function over(value: number | null | undefined, limit: number | undefined) {
  return value !== null && value !== undefined && limit !== undefined && value > limit ? { color: '#ff4d4f' } : undefined;
}

function EnvValues({ device, reading }: CardBodyProps) {
  const v = reading.values;
  const t = device.thresholds;
  const day = isDaytime(dayjs(reading.time).hour());
  const noiseLimit = day ? t.noiseDayLimit : t.noiseNightLimit;
  return (
    <div className={styles.values}>
      <ValueItem label={E.dust} unit="µg/m³" wide>
        <span style={over(v.pm25, t.pm25Limit)}>{show(v.pm25, 0)}</span> / <span style={over(v.pm10, t.pm10Limit)}>{show(v.pm10, 0)}</span> / <span style={over(v.tsp, t.tspLimit)}>{show(v.tsp, 0)}</span>
      </ValueItem>
      <ValueItem label={E.noise} unit={`dB(A)（${day ? E.day : E.night} ${show(noiseLimit, 0)}）`} wide>
        <span style={over(v.noise, noiseLimit)}>{show(v.noise)}</span>
      </ValueItem>
      <ValueItem label={E.climate} unit="℃ / %RH">{show(v.temperature)} / {show(v.humidity, 0)}</ValueItem>
      <ValueItem label={E.wind} unit="m/s">{compass(v.windDirection)} {show(v.windSpeed)}</ValueItem>
      <ValueItem label={E.pressure} unit="kPa">{show(v.pressure)}</ValueItem>
    </div>
  );
}

export const ENVIRONMENT: KindDef = {
  kind: 'environment',
  resource: 'environmentData',
  title: E.title,
  fields: [
    { wire: 'pm25', label: 'PM2.5', unit: 'µg/m³' },
    { wire: 'pm10', label: 'PM10', unit: 'µg/m³' },
    { wire: 'tsp', label: 'TSP', unit: 'µg/m³' },
    { wire: 'noise', label: '噪声', unit: 'dB(A)' },
    { wire: 'windDirection', label: '风向', unit: '°' },
    { wire: 'windSpeed', label: '风速', unit: 'm/s' },
    { wire: 'temperature', label: '温度', unit: '℃' },
    { wire: 'humidity', label: '湿度', unit: '%RH' },
    { wire: 'pressure', label: '气压', unit: 'kPa' },
  ],
  charts: [
    {
      key: 'dust', title: '扬尘', fields: ['pm25', 'pm10', 'tsp'],
      marks: [{ key: 'pm25Limit', label: 'PM2.5限值', color: '#fa8c16' }, { key: 'pm10Limit', label: 'PM10限值', color: '#ff4d4f' }],
    },
    {
      key: 'noise', title: '噪声', fields: ['noise'],
      marks: [{ key: 'noiseDayLimit', label: '昼间限值', color: '#fa8c16' }, { key: 'noiseNightLimit', label: '夜间限值', color: '#ff4d4f' }],
    },
    { key: 'climate', title: '温湿度', fields: ['temperature', 'humidity'], marks: [] },
    { key: 'wind', title: '风速', fields: ['windSpeed'], marks: [{ key: 'envWindLimit', label: '大风预警', color: '#fa8c16' }] },
  ],
  CardBody: EnvValues,
};
