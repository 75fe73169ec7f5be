import { Outlet } from 'react-router';

/** A menu group without a page header: renders the matched child only. */
export default function RouteView() {
  return <Outlet />;
}
