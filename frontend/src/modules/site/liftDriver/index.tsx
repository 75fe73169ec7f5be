import { DriverPage } from '../shared/driverPage';

/** 升降机司机: construction-hoist operators of the project and their operator certificates. */
export default function LiftDriverPage() {
  return <DriverPage resource="liftDriver" title="升降机司机" />;
}
