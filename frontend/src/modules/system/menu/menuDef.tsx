/**
 * The resource description of 菜单管理 with the form rules of api-contract B §3.5: the menu type
 * decides which fields show; the open type decides link and component.
 */
import type { FormInstance } from 'antd';
import { menuIcon } from '@/app/icons';
import { useSession } from '@/app/session';
import type { SysMenu } from '@/api/modules/sys';
import type { ResourceDef, Values } from '@/shared/crud';
import { appSource, MENU_TREE_KEY, menuParentSource } from '../shared/sources';
import { IconSelect } from './IconSelect';
import { MENU_TYPE, OPEN_TYPE, T } from './texts';

const YES_NO = [{ value: 'Y', label: T.yes }, { value: 'N', label: T.no }];
const typeOf = (v: Values) => Number(v.type ?? MENU_TYPE.MENU);
const openTypeOf = (v: Values) => Number(v.openType ?? OPEN_TYPE.COMPONENT);
const isDirOrMenu = (v: Values) => typeOf(v) !== MENU_TYPE.BUTTON;
const isMenu = (v: Values) => typeOf(v) === MENU_TYPE.MENU;
const hasLink = (v: Values) => isMenu(v) && (openTypeOf(v) === OPEN_TYPE.INNER || openTypeOf(v) === OPEN_TYPE.OUTER);
/** A menu's type, router, permission, component, open type and link decide which permission codes its
 * holders get and where it leads: only the super administrator sets them (the server refuses others). */
export const grantingLocked = () => useSession.getState().adminType !== 1;

/** Keeps the hidden fields consistent with the type: what does not apply is sent empty. */
export function menuToBody(values: Values): Values {
  const type = typeOf(values);
  const body: Values = { ...values, type };
  if (type === MENU_TYPE.BUTTON) {
    return { ...body, openType: OPEN_TYPE.NONE, icon: null, router: null, component: null, link: null, visible: 'Y' };
  }
  body.permission = null;
  if (type === MENU_TYPE.DIR) {
    return { ...body, openType: OPEN_TYPE.NONE, link: null, component: body.component || 'PageView' };
  }
  const openType = openTypeOf(values);
  if (openType === OPEN_TYPE.OUTER) return { ...body, openType, component: null };
  if (openType === OPEN_TYPE.INNER) return { ...body, openType, component: 'Iframe' };
  return { ...body, openType, link: null };
}

/** Sets the component that an open type implies (Iframe for 内链, none for 外链). */
export function onMenuValuesChange(changed: Values, all: Values, form: FormInstance): void {
  if ('openType' in changed) {
    const openType = Number(changed.openType);
    if (openType === OPEN_TYPE.INNER) form.setFieldValue('component', 'Iframe');
    else if (openType === OPEN_TYPE.OUTER) form.setFieldValue('component', undefined);
    else if (all.component === 'Iframe') form.setFieldValue('component', undefined);
  }
  if ('type' in changed && Number(changed.type) === MENU_TYPE.DIR && !all.component) {
    form.setFieldValue('component', 'PageView');
  }
  if ('application' in changed) form.setFieldValue('pid', '0');
}

/** The number of descendants of a tree row. */
export function descendantCount(row: { children?: unknown[] | null }): number {
  return (row.children ?? []).reduce<number>((n, c) => n + 1 + descendantCount(c as { children?: unknown[] }), 0);
}

export const menuDef: ResourceDef<SysMenu> = {
  name: 'sysMenu',
  title: T.title,
  api: { page: false, list: true, detail: true },
  formColumns: 2,
  columns: [
    { key: 'application', title: T.application, type: 'select', source: appSource, inSearch: true, inTable: false, rules: { required: true } },
    { key: 'name', title: T.name, inSearch: true, width: 200, rules: { required: true, max: 100 } },
    { key: 'code', title: T.code, inTable: false, rules: { required: true, max: 50 } },
    {
      key: 'type', title: T.type, type: 'radio', dictCode: 'menu_type', numeric: true, width: 90, defaultValue: MENU_TYPE.MENU,
      disabled: grantingLocked, rules: { required: true },
    },
    {
      key: 'pid', title: T.parent, type: 'tree-select', source: menuParentSource, deps: ['application'], defaultValue: '0',
      inTable: false, inDetail: false, rules: { required: true },
    },
    {
      key: 'icon', title: T.icon, type: 'custom', control: IconSelect, placeholder: T.iconPlaceholder, width: 60, deps: ['type'], show: isDirOrMenu,
      render: (v) => menuIcon(v as string | null),
    },
    {
      key: 'router', title: T.router, deps: ['type'], show: isDirOrMenu, ellipsis: true, help: T.routerHelp, disabled: grantingLocked,
      rules: { required: true, max: 255 },
    },
    {
      key: 'openType', title: T.openType, type: 'radio', dictCode: 'open_type', numeric: true, inTable: false,
      defaultValue: OPEN_TYPE.COMPONENT, deps: ['type'], show: isMenu, disabled: grantingLocked, rules: { required: true },
    },
    {
      key: 'component', title: T.component, deps: ['type', 'openType'], show: isDirOrMenu, ellipsis: true, help: T.componentHelp,
      disabled: (v) => grantingLocked() || (isMenu(v) && openTypeOf(v) !== OPEN_TYPE.COMPONENT),
      rules: {
        max: 255,
        extra: [({ getFieldValue }) => ({
          validator: (_r, value) => {
            const needs = Number(getFieldValue('type')) === MENU_TYPE.MENU && Number(getFieldValue('openType') ?? OPEN_TYPE.COMPONENT) === OPEN_TYPE.COMPONENT;
            return needs && !String(value ?? '').trim() ? Promise.reject(new Error(T.componentRequired)) : Promise.resolve();
          },
        })],
      },
    },
    {
      key: 'link', title: T.link, inTable: false, deps: ['type', 'openType'], show: hasLink, wide: true, disabled: grantingLocked,
      rules: { required: true, max: 255, pattern: /^https?:\/\/\S+$/, patternMessage: T.linkPattern },
    },
    {
      key: 'permission', title: T.permission, deps: ['type'], show: (v) => typeOf(v) === MENU_TYPE.BUTTON, ellipsis: true, disabled: grantingLocked,
      rules: { required: true, max: 255, pattern: /^[A-Za-z0-9_-]+(:[A-Za-z0-9_-]+)+$/, patternMessage: T.permissionPattern },
    },
    { key: 'visible', title: T.visible, type: 'radio', options: YES_NO, inTable: false, defaultValue: 'Y', deps: ['type'], show: isDirOrMenu, rules: { required: true } },
    { key: 'weight', title: T.weight, type: 'radio', dictCode: 'menu_weight', numeric: true, inTable: false, defaultValue: 1, rules: { required: true } },
    { key: 'sort', title: T.sort, type: 'number', width: 80, defaultValue: 100, rules: { required: true }, props: { min: 0, precision: 0 } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
  ],
  toBody: menuToBody,
  onValuesChange: onMenuValuesChange,
  deleteConfirm: (row) => {
    const n = descendantCount(row);
    return n > 0 ? T.deleteCascade(n) : undefined;
  },
  rowActions: [{
    key: 'addChild', text: T.addChild, perm: 'sysMenu:add', show: (row) => row.type !== MENU_TYPE.BUTTON,
    onClick: (row, ctx) => ctx.openAdd({
      application: row.application, pid: row.id, type: row.type === MENU_TYPE.DIR ? MENU_TYPE.MENU : MENU_TYPE.BUTTON,
    }),
  }],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: MENU_TREE_KEY }),
};
