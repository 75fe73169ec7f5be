/** Texts of 菜单管理 (system/menu/index). */
export const T = {
  title: '菜单',
  name: '菜单名称',
  code: '唯一编码',
  type: '菜单类型',
  application: '所属应用',
  parent: '上级菜单',
  icon: '图标',
  iconPlaceholder: '请选择图标',
  router: '路由地址',
  routerHelp: '以 / 开头，如 /sys/user',
  component: '组件',
  componentHelp: '前端视图，如 system/user/index；目录用 PageView 或 RouteView',
  componentRequired: '请输入组件',
  openType: '打开方式',
  link: '链接',
  linkPattern: '请输入以 http:// 或 https:// 开头的地址',
  permission: '权限标识',
  permissionPattern: '权限标识格式为 xxx:yyy，如 sysUser:page',
  visible: '可见',
  weight: '权重',
  sort: '排序',
  remark: '备注',
  yes: '是',
  no: '否',
  addChild: '新增下级',
  deleteCascade: (n: number) => `该菜单下的 ${n} 个下级菜单和按钮将一并删除。`,
} as const;

/** sys_menu.type */
export const MENU_TYPE = { DIR: 0, MENU: 1, BUTTON: 2 } as const;
/** sys_menu.open_type */
export const OPEN_TYPE = { NONE: 0, COMPONENT: 1, INNER: 2, OUTER: 3 } as const;
