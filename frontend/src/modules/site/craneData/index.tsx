import { DataScreen } from '../monitorData/DataScreen';
import { CRANE } from './def';

/** 塔吊数据: each crane's live values, charts and history. */
export default function CraneDataPage() {
  return <DataScreen def={CRANE} />;
}
