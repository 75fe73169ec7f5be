/**
 * The typed description of one resource that the generic CRUD machinery renders: ONE array of field
 * definitions drives the table columns, the search form, the add/edit form and the detail view.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ComponentType, ReactNode } from 'react';
import type { Envelope } from '@/api/types';

/** Values of a search or edit form, keyed by field key. */
export type Values = Record<string, unknown>;

export type FieldType =
  | 'text' | 'password' | 'textarea' | 'number' | 'select' | 'dict' | 'radio' | 'switch'
  | 'date' | 'datetime' | 'date-range' | 'tree-select' | 'custom';

export interface Option {
  value: string | number;
  label: ReactNode;
  disabled?: boolean;
}

/** A node of a tree picker (the server's AntdBaseTreeNode shape). */
export interface TreeOption {
  value: string;
  title: ReactNode;
  id?: string;
  parentId?: string;
  children?: TreeOption[];
  disabled?: boolean;
}

/**
 * Options loaded from the server (cached by react-query under `queryKey` + the values of `deps`).
 * `deps` are form fields the options depend on (e.g. a menu's parent tree depends on its application).
 */
export interface OptionSource<T = Option | TreeOption> {
  queryKey: readonly unknown[];
  load: (deps: Values) => Promise<T[]>;
  deps?: string[];
}

/** Validation of one field; messages default to Chinese texts built from the field title. */
export interface FieldRules {
  required?: boolean;
  max?: number;
  min?: number;
  /** Exact length (e.g. 11 for a mobile number). */
  len?: number;
  pattern?: RegExp;
  patternMessage?: string;
  email?: boolean;
  /** Overrides the default message of `required`. */
  message?: string;
  /** Further antd rules (cross-field checks). */
  extra?: Rule[];
}

export type FormMode = 'add' | 'edit';

/** What a custom control receives (it sits inside a Form.Item, which passes value/onChange). */
export interface ControlProps {
  value?: any;
  onChange?: (value: any) => void;
  field: FieldDef;
  /** Current values of the fields listed in `deps`. */
  deps: Values;
  disabled?: boolean;
  placeholder?: string;
}

export interface FieldDef<Row = any> {
  /** Form key and table dataIndex; a dotted path (`sysEmpInfo.orgName`) reads nested values. */
  key: string;
  title: string;
  type?: FieldType;
  /** Dictionary type code (`dict` fields, or `radio`/`select` options taken from a dictionary). */
  dictCode?: string;
  /** The stored value is a number although dictionary codes are strings (status, sex, ...). */
  numeric?: boolean;
  options?: Option[];
  source?: OptionSource;
  multiple?: boolean;
  /** For `switch`: the stored values of on and off (default true / false). */
  switchValues?: [unknown, unknown];
  rules?: FieldRules;
  /** Shown as a table column (default true). */
  inTable?: boolean;
  /** Shown in the search form (default false). */
  inSearch?: boolean;
  /** Query parameter of the search field (default: key). */
  searchKey?: string;
  /** For `date-range`: the query parameters of the first and the last day (inclusive). */
  rangeKeys?: [string, string];
  /** Shown in the form: true (default) for add and edit, or only one of them, or false. */
  inForm?: boolean | FormMode;
  /** Shown in the detail view (default: when shown in the table or the form). */
  inDetail?: boolean;
  sorter?: boolean;
  width?: number;
  ellipsis?: boolean;
  /** Reads the displayed value from a row (default: the value at `key`). */
  get?: (row: Row) => unknown;
  /** Table and detail rendering; `ctx` gives reload and permission checks. */
  render?: (value: unknown, row: Row, ctx: CrudContext<Row>) => ReactNode;
  placeholder?: string;
  defaultValue?: unknown;
  /** Form fields whose values `show`, `disabled` and `source` read. */
  deps?: string[];
  /** Whether the field is part of the form for the current values (default: always). */
  show?: (values: Values, mode: FormMode) => boolean;
  disabled?: (values: Values, mode: FormMode) => boolean;
  help?: ReactNode;
  tooltip?: ReactNode;
  /** Takes the whole row of a two-column form. */
  wide?: boolean;
  /** The control of a `custom` field (or a replacement for any type). */
  control?: (props: ControlProps) => ReactNode;
  /** Extra props handed to the antd control. */
  props?: Record<string, unknown>;
}

export type CrudAction = 'page' | 'list' | 'add' | 'edit' | 'delete' | 'detail' | 'export' | 'import' | 'template' | 'changeStatus';

/** A path, `true` for the default path `/${name}/${action}`, or `false` for "not available". */
export type ApiPath = string | boolean;
export type ApiPaths = Partial<Record<CrudAction, ApiPath>>;

export type DeleteShape = 'id' | 'array';

export interface ActionModalProps<Row> {
  row: Row;
  open: boolean;
  onClose: () => void;
  /** Closes the modal and reloads the table. */
  onDone: () => void;
  /** The page the modal was opened from (permission checks, reload). */
  ctx?: CrudContext<Row>;
}

/** What a detail view receives (the generic DetailDrawer's props). */
export interface DetailViewProps<Row> {
  def: ResourceDef<Row>;
  row: Row;
  open: boolean;
  ctx: CrudContext<Row>;
  onClose: () => void;
  afterClose?: () => void;
}

/** An extra row action (授权角色, 重置密码, ...). */
export interface RowAction<Row> {
  key: string;
  text: string;
  /** Permission code; the action is hidden without it. */
  perm?: string;
  show?: (row: Row) => boolean;
  danger?: boolean;
  /** Asks before running `run`. */
  confirm?: string | ((row: Row) => string);
  /** A server call; on success the `successText` toast shows and the table reloads. */
  run?: (row: Row, ctx: CrudContext<Row>) => Promise<Envelope<unknown>>;
  successText?: string;
  /** Anything else (e.g. opening the add form with the row as parent). */
  onClick?: (row: Row, ctx: CrudContext<Row>) => void;
  /** A modal (or drawer) opened for the row. */
  modal?: ComponentType<ActionModalProps<Row>>;
}

export interface ResourceDef<Row = any> {
  /** API prefix and permission prefix, e.g. `sysPos`. */
  name: string;
  /** The resource's name in texts, e.g. 职位. */
  title: string;
  rowKey?: string;
  /** The add button's text and the add form's verb (default 新增), e.g. 补录 for a record entered by hand. */
  addText?: string;
  api?: ApiPaths;
  columns: FieldDef<Row>[];
  /** `id` posts `{id}`; `array` posts `[{id}]` (Snowy's user/org/pos). */
  deleteShape?: DeleteShape;
  /** How long a save may take (ms), for a resource whose save does slow work on the server (a tenant's
   * database is created, migrated and seeded); other requests keep the client's timeout. */
  saveTimeoutMs?: number;
  batchDelete?: boolean;
  formLayout?: 'modal' | 'drawer';
  formWidth?: number;
  /** Two-column forms for long forms. */
  formColumns?: 1 | 2;
  /** Shows a 详情 action opening the detail drawer. */
  detail?: boolean;
  /** A detail view of the resource's own (photo, tabs, ...) in place of the generic drawer. */
  detailView?: ComponentType<DetailViewProps<Row>>;
  rowActions?: RowAction<Row>[];
  actionWidth?: number;
  toolbarExtra?: (ctx: CrudContext<Row>) => ReactNode;
  canEdit?: (row: Row) => boolean;
  canDelete?: (row: Row) => boolean;
  deleteConfirm?: (row: Row) => ReactNode;
  /** Row (or detail) -> form values, when the shapes differ. */
  toForm?: (row: Row) => Values;
  /** Form values -> request body, when the shapes differ (id and concurrency fields are added after). */
  toBody?: (values: Values, mode: FormMode, original?: Row) => Values;
  /** Reacts to form changes (e.g. sets a menu's component when its open type changes). */
  onValuesChange?: (changed: Values, all: Values, form: FormInstance) => void;
  /** Called after any write (add, edit, delete, status change, import, row action), e.g. to refresh caches. */
  onChanged?: (queryClient: QueryClient) => void;
  /** Search values applied on first load and on reset. */
  searchDefaults?: Values;
}

/** What parts, renderers and actions can do with the page they are on. */
export interface CrudContext<Row = any> {
  def: ResourceDef<Row>;
  can: (action: CrudAction) => boolean;
  reload: (resetToFirst?: boolean) => void;
  /** Marks a write: reloads the table and calls `def.onChanged`. */
  changed: () => void;
  openAdd: (defaults?: Values) => void;
  openEdit: (row: Row) => void;
  openDetail: (row: Row) => void;
  remove: (rows: Row[]) => void;
}
