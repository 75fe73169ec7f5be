import type { ComponentType } from 'react';
import type { PropEditorKind } from '../../../registry/types';
import {
  ColorEditor,
  JsonEditor,
  NumberEditor,
  RadioEditor,
  SelectEditor,
  SwitchEditor,
  TextareaEditor,
  TextEditor,
} from './basic';
import { GridColumnsEditor, PanesEditor, RangePlaceholderEditor } from './ColumnsEditor';
import { DefaultValueEditor } from './DefaultValueEditor';
import { LinkageEditor } from './LinkageEditor';
import { OptionsEditor, TreeOptionsEditor } from './OptionsEditor';
import { RulesEditor } from './RulesEditor';
import type { EditorProps } from './types';

/** One editor component per descriptor kind of the registry. */
export const EDITORS: Record<PropEditorKind, ComponentType<EditorProps>> = {
  input: TextEditor,
  textarea: TextareaEditor,
  number: NumberEditor,
  switch: SwitchEditor,
  select: SelectEditor,
  radio: RadioEditor,
  color: ColorEditor,
  json: JsonEditor,
  options: OptionsEditor,
  treeOptions: TreeOptionsEditor,
  rules: RulesEditor,
  gridColumns: GridColumnsEditor,
  panes: PanesEditor,
  defaultValue: DefaultValueEditor,
  rangePlaceholder: RangePlaceholderEditor,
  linkage: LinkageEditor,
};

export type { EditorProps };
