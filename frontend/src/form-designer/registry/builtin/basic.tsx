import {
  CalendarOutlined,
  CheckCircleOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  DownSquareOutlined,
  EditOutlined,
  FieldNumberOutlined,
  FormOutlined,
  SlidersOutlined,
  StarOutlined,
  SwitcherOutlined,
} from '@ant-design/icons';
import { InputControl, NumberControl, TextareaControl } from '../../renderer/controls/inputs';
import { CheckboxControl, RadioControl, SelectControl } from '../../renderer/controls/choices';
import { DateControl, TimeControl } from '../../renderer/controls/pickers';
import { RateControl, SwitchControl } from '../../renderer/controls/misc';
import { lazyControl } from '../../renderer/controls/lazyControl';

const SliderControl = lazyControl(() => import('../../renderer/controls/SliderControl').then((m) => m.SliderControl));
import { CONTROL_LABELS, P, T } from '../../texts';
import type { ControlDef } from '../types';
import {
  clearableProp,
  fieldNode,
  fieldProps,
  flag,
  multipleProp,
  optionsSourceProps,
  placeholderProp,
  showSearchProp,
  widthProp,
} from './common';

const field = (def: Omit<ControlDef, 'section' | 'wrap' | 'hasModel' | 'inline'>): ControlDef => ({
  section: 'basic',
  wrap: 'label',
  hasModel: true,
  inline: true,
  ...def,
});

const option = (prefix: string, n: number) => ({ value: String(n), label: `${prefix}${n}` });

export const basicControls: ControlDef[] = [
  field({
    type: 'input',
    label: CONTROL_LABELS.input,
    icon: <EditOutlined />,
    create: () =>
      fieldNode('input', {
        type: 'text',
        width: '100%',
        defaultValue: '',
        placeholder: T.pleaseInput,
        clearable: false,
        maxLength: null,
        addonBefore: '',
        addonAfter: '',
        hidden: false,
        disabled: false,
      }),
    props: fieldProps(
      [
        { path: 'options.type', label: P.inputType, editor: 'input' },
        placeholderProp,
        widthProp,
        { path: 'options.maxLength', label: P.maxLength, editor: 'number', min: 0 },
        { path: 'options.addonBefore', label: P.addonBefore, editor: 'input' },
        { path: 'options.addonAfter', label: P.addonAfter, editor: 'input' },
      ],
      [clearableProp],
    ),
    render: InputControl,
  }),
  field({
    type: 'textarea',
    label: CONTROL_LABELS.textarea,
    icon: <FormOutlined />,
    create: () =>
      fieldNode('textarea', {
        width: '100%',
        minRows: 4,
        maxRows: 6,
        maxLength: null,
        defaultValue: '',
        clearable: false,
        hidden: false,
        disabled: false,
        placeholder: T.pleaseInput,
      }),
    props: fieldProps(
      [
        placeholderProp,
        widthProp,
        { path: 'options.minRows', label: P.minRows, editor: 'number', min: 1 },
        { path: 'options.maxRows', label: P.maxRows, editor: 'number', min: 1 },
        { path: 'options.maxLength', label: P.maxLength, editor: 'number', min: 0 },
      ],
      [clearableProp],
    ),
    render: TextareaControl,
  }),
  field({
    type: 'number',
    label: CONTROL_LABELS.number,
    icon: <FieldNumberOutlined />,
    create: () =>
      fieldNode('number', {
        width: '100%',
        defaultValue: 0,
        min: null,
        max: null,
        precision: null,
        step: 1,
        hidden: false,
        disabled: false,
        placeholder: T.pleaseInput,
      }),
    props: fieldProps(
      [
        placeholderProp,
        widthProp,
        { path: 'options.step', label: P.step, editor: 'number' },
        { path: 'options.min', label: P.min, editor: 'number' },
        { path: 'options.max', label: P.max, editor: 'number' },
        { path: 'options.precision', label: P.precision, editor: 'number', min: 0, max: 50 },
      ],
      [],
    ),
    render: NumberControl,
  }),
  field({
    type: 'select',
    label: CONTROL_LABELS.select,
    icon: <DownSquareOutlined />,
    create: () =>
      fieldNode('select', {
        width: '100%',
        multiple: false,
        disabled: false,
        clearable: false,
        hidden: false,
        placeholder: T.pleaseSelect,
        dynamicKey: '',
        dynamic: false,
        options: [option(T.selectOption, 1), option(T.selectOption, 2)],
        showSearch: false,
      }),
    props: fieldProps([placeholderProp, widthProp, ...optionsSourceProps], [clearableProp, multipleProp, showSearchProp]),
    render: SelectControl,
  }),
  field({
    type: 'checkbox',
    label: CONTROL_LABELS.checkbox,
    icon: <CheckSquareOutlined />,
    create: () =>
      fieldNode('checkbox', {
        disabled: false,
        hidden: false,
        defaultValue: [],
        dynamicKey: '',
        dynamic: false,
        options: [option(T.option, 1), option(T.option, 2), option(T.option, 3)],
      }),
    props: fieldProps(optionsSourceProps, []),
    render: CheckboxControl,
  }),
  field({
    type: 'radio',
    label: CONTROL_LABELS.radio,
    icon: <CheckCircleOutlined />,
    create: () =>
      fieldNode('radio', {
        disabled: false,
        hidden: false,
        defaultValue: '',
        dynamicKey: '',
        dynamic: false,
        options: [option(T.option, 1), option(T.option, 2), option(T.option, 3)],
      }),
    props: fieldProps(optionsSourceProps, []),
    render: RadioControl,
  }),
  field({
    type: 'date',
    label: CONTROL_LABELS.date,
    icon: <CalendarOutlined />,
    create: () =>
      fieldNode('date', {
        width: '100%',
        defaultValue: '',
        rangeDefaultValue: [],
        range: false,
        showTime: false,
        disabled: false,
        hidden: false,
        clearable: false,
        placeholder: T.pleaseSelect,
        rangePlaceholder: [T.rangeStart, T.rangeEnd],
        format: 'YYYY-MM-DD',
      }),
    props: fieldProps(
      [
        placeholderProp,
        { path: 'options.rangePlaceholder', label: P.rangePlaceholder, editor: 'rangePlaceholder', when: (n) => Boolean(n.options.range) },
        widthProp,
        { path: 'options.format', label: P.format, editor: 'input', placeholder: P.formatPlaceholder },
      ],
      [clearableProp, flag('range'), flag('showTime')],
    ),
    render: DateControl,
    defaultValue: (node) => (node.options.range ? (node.options.rangeDefaultValue ?? node.options.defaultValue) : node.options.defaultValue),
  }),
  field({
    type: 'time',
    label: CONTROL_LABELS.time,
    icon: <ClockCircleOutlined />,
    create: () =>
      fieldNode('time', {
        width: '100%',
        defaultValue: '',
        disabled: false,
        hidden: false,
        clearable: false,
        placeholder: T.pleaseSelect,
        format: 'HH:mm:ss',
      }),
    props: fieldProps(
      [placeholderProp, widthProp, { path: 'options.format', label: P.format, editor: 'input', placeholder: P.formatPlaceholder }],
      [clearableProp],
    ),
    render: TimeControl,
  }),
  field({
    type: 'rate',
    label: CONTROL_LABELS.rate,
    icon: <StarOutlined />,
    create: () => fieldNode('rate', { defaultValue: 0, max: 5, disabled: false, hidden: false, allowHalf: false }),
    props: fieldProps([{ path: 'options.max', label: P.max, editor: 'number', min: 1 }], [flag('allowHalf')]),
    render: RateControl,
  }),
  field({
    type: 'slider',
    label: CONTROL_LABELS.slider,
    icon: <SlidersOutlined />,
    create: () =>
      fieldNode('slider', {
        width: '100%',
        defaultValue: 0,
        disabled: false,
        hidden: false,
        min: 0,
        max: 100,
        step: 1,
        showInput: false,
      }),
    props: fieldProps(
      [
        widthProp,
        { path: 'options.step', label: P.step, editor: 'number' },
        { path: 'options.min', label: P.min, editor: 'number' },
        { path: 'options.max', label: P.max, editor: 'number' },
      ],
      [flag('showInput')],
    ),
    render: SliderControl,
  }),
];

export const switchControl: ControlDef = field({
  type: 'switch',
  label: CONTROL_LABELS.switch,
  icon: <SwitcherOutlined />,
  create: () => fieldNode('switch', { defaultValue: false, hidden: false, disabled: false }),
  props: fieldProps([], []),
  render: SwitchControl,
});

