import type { ComponentType, ReactNode } from 'react';
import type { FormConfig, FormNode } from '../schema/types';

/** What the renderer (or the designer canvas) gives every control besides its node. */
export interface RenderEnv {
  config: FormConfig;
  /** Data for options with `dynamic: true` (looked up by `options.dynamicKey`) and for `dynamicFun`. */
  dynamicData: Record<string, unknown>;
  /** Disable every input (the renderer's `disabled` prop). */
  disabled: boolean;
  /** Default upload URL when a node has no usable `options.action`. */
  uploadAction?: string;
  /** Multipart field name of files sent to `uploadAction` (default `file`). */
  uploadFieldName?: string;
  /** The host's headers (e.g. the console's Authorization token): sent only to the host's own addresses,
   *  uploads to `uploadAction` and ajax downloads from same-origin `/api/` URLs (uploadUtils `hostHeaders`). */
  uploadHeaders?: () => Record<string, string>;
  /** URL of an uploaded file from its id, for upload responses that carry only the id ({success, data: id});
   *  may be asked of the server (e.g. a short-lived signed link). */
  fileUrl?: (fileId: string) => string | Promise<string>;
  /** Button handle "submit" / "reset". */
  submit: () => void;
  reset: () => void;
  /** True in the designer canvas: controls are shown but inert. */
  preview?: boolean;
}

/**
 * Props of a control's render component. Field controls use value/onChange; containers use renderList
 * to render their child lists (the renderer passes its node view, the designer passes its drop zones).
 */
export interface ControlProps {
  node: FormNode;
  /** DOM id for the focusable element (the model at top level; absent inside batch rows). */
  id?: string;
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
  /** "error" while the field has a validation error (controls pass it to antd's status prop). */
  status?: 'error';
  env: RenderEnv;
  /** Renders one child list of a container. `slot` identifies it (e.g. "columns.0", "trs.1.tds.0"). */
  renderList: (list: FormNode[], slot: string) => ReactNode;
}

export type PropEditorKind =
  | 'input'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'radio'
  | 'color'
  | 'json'
  /** static option rows {label, value} (select/checkbox/radio) */
  | 'options'
  /** nested option tree {label, value, children} (treeSelect/cascader) */
  | 'treeOptions'
  /** rules[0] required + message, then pattern rules */
  | 'rules'
  /** grid columns: one span input per column (max 24), delete, add */
  | 'gridColumns'
  /** tabs panes / selectInputList columns: {label, value} rows */
  | 'panes'
  /** default value editor built from the node type (switch, number, options picker, text...) */
  | 'defaultValue'
  /** date rangePlaceholder: two inputs */
  | 'rangePlaceholder'
  /** options.linkage rules */
  | 'linkage';

export interface PropChoice {
  label: string;
  value: string | number | boolean;
}

/** A declarative property editor shown in the designer's control property panel. */
export interface PropEditor {
  /** Dotted path inside the node: "label", "model", "options.placeholder", "rules", "columns"... */
  path: string;
  label: string;
  editor: PropEditorKind;
  choices?: PropChoice[];
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  tooltip?: string;
  /** Editors with the same group (e.g. 操作属性) are shown together as check boxes. */
  group?: string;
  /** Show the editor only when this returns true for the current node. */
  when?: (node: FormNode) => boolean;
}

export type PaletteSection = 'basic' | 'layout' | 'custom';

/**
 * How the renderer wraps a control:
 * - "label": a form item with label, help, required mark and error (input controls)
 * - "showLabel": like "label" but the label only when options.showLabel is true (batch, editor)
 * - "offset": no label, offset by the label column in horizontal layout (button)
 * - "none": bare (alert, text, html, divider and the layout containers)
 */
export type ItemWrap = 'label' | 'showLabel' | 'offset' | 'none';

/** How to read and replace the child lists of a container, in display order. */
export interface ChildAccess {
  lists: (node: FormNode) => FormNode[][];
  /** Returns a copy of node whose child lists are replaced (same count and order as `lists`). */
  withLists: (node: FormNode, lists: FormNode[][]) => FormNode;
  /** Slot ids matching `lists` (for renderList and drop zones). */
  slots: (node: FormNode) => string[];
}

export interface ControlDef {
  type: string;
  /** Chinese palette text. */
  label: string;
  icon: ReactNode;
  section: PaletteSection;
  /** A fresh node with the k-form-design 3.6 defaults and a new key (and model unless no-model type). */
  create: () => FormNode;
  props: PropEditor[];
  render: ComponentType<ControlProps>;
  wrap: ItemWrap;
  /** Has a data field (value in getData). */
  hasModel: boolean;
  /** May be dropped into a dynamic table (batch) column. */
  inline?: boolean;
  isContainer?: boolean;
  children?: ChildAccess;
  /** For containers: which control types may be dropped inside. Default: all. */
  accepts?: (type: string) => boolean;
  /** Initial value of the field from its node (defaults to options.defaultValue). */
  defaultValue?: (node: FormNode) => unknown;
}
