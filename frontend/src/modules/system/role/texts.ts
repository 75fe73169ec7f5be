/** Texts of 角色管理 (system/role/index). */
export const T = {
  title: '角色',
  name: '角色名',
  code: '唯一编码',
  sort: '排序',
  remark: '备注',
  grantMenu: '授权菜单',
  grantData: '授权数据',
  grantMenuTitle: (name: string) => `授权菜单：${name}`,
  grantDataTitle: (name: string) => `授权数据：${name}`,
  dataScope: '数据范围',
  dataScopeRequired: '请选择数据范围',
  customOrgs: '自定义机构',
  customOrgsRequired: '请至少选择一个机构',
  noApps: '暂无可授权的应用',
  noMenus: '该应用下没有可授权的菜单',
  selectedCount: (n: number) => `已选 ${n} 项`,
} as const;

/** data_scope_type 5: the role's own list of orgs. */
export const CUSTOM_SCOPE = 5;
