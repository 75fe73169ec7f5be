import type { SysMenu } from '@/api/modules/sys';
import { TreeCrudPage } from '@/shared/crud';
import { menuDef } from './menuDef';

/** 菜单管理: the menu tree of GET /sysMenu/list (filtered by application and name) as a tree table. */
export default function MenuPage() {
  return <TreeCrudPage<SysMenu> def={menuDef} />;
}
