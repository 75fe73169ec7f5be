import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { menuKeysFor } from '@/app/menuRoutes';
import { lookupNode, useRouteModel } from '@/app/routeModel';
import { toAntdItems } from './menuItems';

interface Props {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The permission-derived menu (side or top), highlighting the nearest visible item. */
export function NavMenu({ mode, theme, collapsed = false, onNavigate }: Props) {
  const { pathname } = useLocation();
  const { index, menuItems } = useRouteModel();
  const items = useMemo(() => toAntdItems(menuItems), [menuItems]);
  const keys = useMemo(() => menuKeysFor(lookupNode(index, pathname)), [index, pathname]);
  const [openKeys, setOpenKeys] = useState<string[]>(keys.open);
  const openSignature = keys.open.join('|');
  useEffect(() => {
    if (openSignature) setOpenKeys((prev) => Array.from(new Set([...prev, ...openSignature.split('|')])));
  }, [openSignature]);
  const inlineProps = mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {};
  return (
    <Menu
      data-testid={mode === 'inline' ? 'side-menu' : 'top-menu'}
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={keys.selected}
      onClick={onNavigate}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 'none', lineHeight: '62px' } : { borderInlineEnd: 'none' }}
      {...inlineProps}
    />
  );
}
