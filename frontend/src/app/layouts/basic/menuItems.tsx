import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { menuIcon } from '@/app/icons';
import type { MenuItemData } from '@/app/menuRoutes';

type Items = NonNullable<MenuProps['items']>;

/** Menu data -> antd items: router links, external anchors, icons from the explicit map. */
export function toAntdItems(items: readonly MenuItemData[]): Items {
  return items.map((item) => {
    const icon = menuIcon(item.icon);
    if (item.children?.length) {
      return { key: item.key, icon, label: item.title, children: toAntdItems(item.children) };
    }
    const label = item.external ? (
      <a href={item.external.href} target={item.external.target} rel="noopener noreferrer">
        {item.title}
      </a>
    ) : (
      <Link to={item.key}>{item.title}</Link>
    );
    return { key: item.key, icon, label };
  });
}
