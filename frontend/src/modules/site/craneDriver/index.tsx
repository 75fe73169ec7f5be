import { DriverPage } from '../shared/driverPage';

/** 塔吊司机: tower-crane operators of the project and their operator certificates. */
export default function CraneDriverPage() {
  return <DriverPage resource="craneDriver" title="塔吊司机" />;
}
