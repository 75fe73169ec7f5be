import { DataScreen } from '../monitorData/DataScreen';
import { LIFT } from './def';

/** 升降机数据: each hoist's live values, charts and history. */
export default function LiftDataPage() {
  return <DataScreen def={LIFT} />;
}
