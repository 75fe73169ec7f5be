import { DataScreen } from '../monitorData/DataScreen';
import { ENVIRONMENT } from './def';

/** 环境数据: each dust and noise monitor's live values, charts and history. */
export default function EnvironmentDataPage() {
  return <DataScreen def={ENVIRONMENT} />;
}
