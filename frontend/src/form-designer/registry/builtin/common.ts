import { newKey, type FormNode, type Rule } from '../../schema/types';
import { P, T, CONTROL_LABELS } from '../../texts';
import type { PropChoice, PropEditor } from '../types';

export function defaultRules(): Rule[] {
  return [{ required: false, message: T.required }];
}

/** A fresh field node: key and model `<type>_<timestamp>`, default rules. */
export function fieldNode(type: string, options: Record<string, unknown>, extra: Partial<FormNode> = {}): FormNode {
  const key = newKey(type);
  return { type, label: CONTROL_LABELS[type] ?? type, options, model: key, key, help: '', rules: defaultRules(), ...extra };
}

/** A fresh node without a data field. */
export function staticNode(type: string, options: Record<string, unknown>, extra: Partial<FormNode> = {}): FormNode {
  return { type, label: CONTROL_LABELS[type] ?? type, options, key: newKey(type), ...extra };
}

const has = (key: string) => (node: FormNode) => key in node.options;

export const choices = (...pairs: [string, string | number | boolean][]): PropChoice[] =>
  pairs.map(([label, value]) => ({ label, value }));

export const labelProp: PropEditor = { path: 'label', label: P.label, editor: 'input' };
export const modelProp: PropEditor = { path: 'model', label: P.model, editor: 'input' };
export const helpProp: PropEditor = { path: 'help', label: P.help, editor: 'textarea' };
export const widthProp: PropEditor = { path: 'options.width', label: P.width, editor: 'input', when: has('width') };
export const placeholderProp: PropEditor = {
  path: 'options.placeholder',
  label: P.placeholder,
  editor: 'input',
  when: (n) => 'placeholder' in n.options && !n.options.range,
};
export const defaultValueProp: PropEditor = { path: 'options.defaultValue', label: P.defaultValue, editor: 'defaultValue' };
export const rulesProp: PropEditor = { path: 'rules', label: P.rules, editor: 'rules' };
export const linkageProp: PropEditor = { path: 'options.linkage', label: P.linkage, editor: 'linkage' };

const flag = (key: keyof typeof P & string): PropEditor => ({
  path: `options.${key}`,
  label: P[key],
  editor: 'switch',
  group: P.ops,
  when: has(key),
});

export const hiddenProp = flag('hidden');
export const disabledProp = flag('disabled');
export const clearableProp = flag('clearable');
export const multipleProp = flag('multiple');
export const showLabelProp: PropEditor = { ...flag('showLabel'), when: undefined };
export const showSearchProp = flag('showSearch');
export { flag };

export const optionsSourceProps: PropEditor[] = [
  {
    path: 'options.dynamic',
    label: P.optionsSource,
    editor: 'radio',
    choices: choices([P.staticData, false], [P.dynamicData, true]),
  },
  { path: 'options.dynamicKey', label: P.dynamicKey, editor: 'input', placeholder: P.dynamicKey, when: (n) => Boolean(n.options.dynamic) },
  { path: 'options.options', label: P.options, editor: 'options', when: (n) => !n.options.dynamic },
];

export const treeOptionsProps: PropEditor[] = [
  optionsSourceProps[0],
  optionsSourceProps[1],
  { path: 'options.options', label: P.options, editor: 'treeOptions', when: (n) => !n.options.dynamic },
];

/** Label + model + the field's own editors + default value + flags + rules + linkage. */
export function fieldProps(own: PropEditor[], flags: PropEditor[], opts: { noDefault?: boolean } = {}): PropEditor[] {
  return [
    labelProp,
    modelProp,
    ...own,
    ...(opts.noDefault ? [] : [defaultValueProp]),
    helpProp,
    hiddenProp,
    disabledProp,
    ...flags,
    rulesProp,
    linkageProp,
  ];
}

/** Static controls: label + own editors + hidden + linkage. */
export function staticProps(own: PropEditor[], withLabel = true): PropEditor[] {
  return [...(withLabel ? [labelProp] : []), ...own, hiddenProp, linkageProp];
}

export const INLINE_TYPES: readonly string[] = [
  'input',
  'textarea',
  'number',
  'select',
  'checkbox',
  'radio',
  'date',
  'time',
  'rate',
  'slider',
  'uploadFile',
  'uploadImg',
  'cascader',
  'treeSelect',
  'switch',
  'text',
  'html',
];
