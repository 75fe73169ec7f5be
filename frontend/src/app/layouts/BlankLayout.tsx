import { Outlet } from 'react-router';

/** Renders only the child route. */
export default function BlankLayout() {
  return <Outlet />;
}
