import {
  BorderOutlined,
  BorderlessTableOutlined,
  CreditCardOutlined,
  FolderOutlined,
  FontSizeOutlined,
  Html5Outlined,
  LayoutOutlined,
  LineOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { AlertControl, ButtonControl, DividerControl, HtmlControl, TextControl } from '../../renderer/controls/statics';
import { GridControl, TableControl } from '../../renderer/controls/layouts';
import { lazyControl } from '../../renderer/controls/lazyControl';

// antd Tabs (with its overflow menu) and Card (which brings Tabs and Skeleton) load with the first form using them
const CardControl = lazyControl(() => import('../../renderer/controls/CardControl').then((m) => m.CardControl), 90);
const TabsControl = lazyControl(() => import('../../renderer/controls/TabsControl').then((m) => m.TabsControl), 100);
import { CONTROL_LABELS, P, T } from '../../texts';
import type { ControlDef } from '../types';
import { choices, flag, staticNode, staticProps } from './common';

const cell = () => ({ colspan: 1, rowspan: 1, list: [] });

export const staticControls: ControlDef[] = [
  {
    type: 'button',
    label: CONTROL_LABELS.button,
    icon: <BorderOutlined />,
    section: 'basic',
    wrap: 'offset',
    hasModel: false,
    create: () => staticNode('button', { type: 'primary', handle: 'submit', dynamicFun: '', hidden: false, disabled: false }),
    props: [
      ...staticProps([
        {
          path: 'options.type',
          label: P.buttonType,
          editor: 'radio',
          choices: choices(['Primary', 'primary'], ['Default', 'default'], ['Dashed', 'dashed'], ['Danger', 'danger']),
        },
        {
          path: 'options.handle',
          label: P.handle,
          editor: 'radio',
          choices: choices([P.submit, 'submit'], [P.reset, 'reset'], [P.dynamicFunChoice, 'dynamic']),
        },
        { path: 'options.dynamicFun', label: P.dynamicFun, editor: 'input', when: (n) => n.options.handle === 'dynamic' },
      ]),
      flag('disabled'),
    ],
    render: ButtonControl,
  },
  {
    type: 'alert',
    label: CONTROL_LABELS.alert,
    icon: <WarningOutlined />,
    section: 'basic',
    wrap: 'none',
    hasModel: false,
    create: () =>
      staticNode('alert', { type: 'success', description: '', showIcon: false, banner: false, hidden: false, closable: false }),
    props: staticProps([
      { path: 'options.description', label: P.description, editor: 'input' },
      {
        path: 'options.type',
        label: P.alertType,
        editor: 'radio',
        choices: choices(['success', 'success'], ['info', 'info'], ['warning', 'warning'], ['error', 'error']),
      },
      flag('showIcon'),
      flag('banner'),
      flag('closable'),
    ]),
    render: AlertControl,
  },
  {
    type: 'text',
    label: CONTROL_LABELS.text,
    icon: <FontSizeOutlined />,
    section: 'basic',
    wrap: 'none',
    hasModel: false,
    create: () => staticNode('text', { textAlign: 'left', hidden: false, showRequiredMark: false }),
    props: staticProps([
      {
        path: 'options.textAlign',
        label: P.textAlign,
        editor: 'radio',
        choices: choices([P.left, 'left'], [P.center, 'center'], [P.right, 'right']),
      },
      { path: 'options.color', label: P.color, editor: 'color' },
      flag('showRequiredMark'),
    ]),
    render: TextControl,
  },
  {
    type: 'html',
    label: CONTROL_LABELS.html,
    icon: <Html5Outlined />,
    section: 'basic',
    wrap: 'none',
    hasModel: false,
    create: () => staticNode('html', { hidden: false, defaultValue: '<strong>HTML</strong>' }),
    props: staticProps([{ path: 'options.defaultValue', label: P.defaultValue, editor: 'textarea' }], false),
    render: HtmlControl,
  },
  {
    type: 'divider',
    label: CONTROL_LABELS.divider,
    icon: <LineOutlined />,
    section: 'layout',
    wrap: 'none',
    hasModel: false,
    create: () => staticNode('divider', { orientation: 'left' }),
    props: [
      { path: 'label', label: P.label, editor: 'input' },
      {
        path: 'options.orientation',
        label: P.orientation,
        editor: 'radio',
        choices: choices([P.left, 'left'], [P.center, ''], [P.right, 'right']),
      },
      { path: 'options.linkage', label: P.linkage, editor: 'linkage' },
    ],
    render: DividerControl,
  },
  {
    type: 'card',
    label: CONTROL_LABELS.card,
    icon: <CreditCardOutlined />,
    section: 'layout',
    wrap: 'none',
    hasModel: false,
    isContainer: true,
    create: () => staticNode('card', {}, { list: [] }),
    props: staticProps([]),
    render: CardControl,
  },
  {
    type: 'grid',
    label: CONTROL_LABELS.grid,
    icon: <LayoutOutlined />,
    section: 'layout',
    wrap: 'none',
    hasModel: false,
    isContainer: true,
    create: () =>
      staticNode('grid', { gutter: 0 }, {
        columns: [
          { span: 12, list: [] },
          { span: 12, list: [] },
        ],
      }),
    props: staticProps(
      [
        { path: 'options.gutter', label: P.gutter, editor: 'number', min: 0 },
        { path: 'columns', label: P.gridColumns, editor: 'gridColumns', max: 24 },
      ],
      false,
    ),
    render: GridControl,
  },
  {
    type: 'table',
    label: CONTROL_LABELS.table,
    icon: <BorderlessTableOutlined />,
    section: 'layout',
    wrap: 'none',
    hasModel: false,
    isContainer: true,
    create: () =>
      staticNode('table', { width: '100%', bordered: true, bright: false, small: true, customStyle: '' }, {
        trs: [{ tds: [cell(), cell()] }, { tds: [cell(), cell()] }],
      }),
    props: staticProps(
      [
        { path: 'options.width', label: P.width, editor: 'input' },
        { path: 'options.customStyle', label: P.customStyle, editor: 'input' },
        flag('bordered'),
        flag('bright'),
        flag('small'),
      ],
      false,
    ),
    render: TableControl,
  },
  {
    type: 'tabs',
    label: CONTROL_LABELS.tabs,
    icon: <FolderOutlined />,
    section: 'layout',
    wrap: 'none',
    hasModel: false,
    isContainer: true,
    create: () =>
      staticNode('tabs', { tabBarGutter: null, type: 'line', tabPosition: 'top', size: 'default', animated: true }, {
        columns: [
          { value: '1', label: `${T.option}1`, list: [] },
          { value: '2', label: `${T.option}2`, list: [] },
        ],
      }),
    props: staticProps(
      [
        { path: 'columns', label: P.panes, editor: 'panes' },
        { path: 'options.tabBarGutter', label: P.gutter, editor: 'number', min: 0 },
        { path: 'options.type', label: P.tabType, editor: 'radio', choices: choices(['line', 'line'], ['card', 'card']) },
        {
          path: 'options.tabPosition',
          label: P.tabPosition,
          editor: 'radio',
          choices: choices([P.top, 'top'], [P.right, 'right'], [P.bottom, 'bottom'], [P.left, 'left']),
        },
        {
          path: 'options.size',
          label: P.size,
          editor: 'radio',
          choices: choices([P.sizeLarge, 'large'], [P.sizeDefault, 'default'], [P.sizeSmall, 'small']),
        },
        flag('animated'),
      ],
      false,
    ),
    render: TabsControl,
  },
];
