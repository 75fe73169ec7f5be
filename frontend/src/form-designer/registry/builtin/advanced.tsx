import {
  ApartmentOutlined,
  BranchesOutlined,
  FileTextOutlined,
  PictureOutlined,
  TableOutlined,
  UnorderedListOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { lazyControl } from '../../renderer/controls/lazyControl';
import { batchDefault } from '../../renderer/controls/batch/rows';
import { EditorControl } from '../../renderer/controls/editor/EditorControl';
import { SelectInputListControl } from '../../renderer/controls/SelectInputListControl';
import { parseUploadValue } from '../../schema/values';
import { CONTROL_LABELS, P, T } from '../../texts';
import type { ControlDef, PropEditor } from '../types';
import {
  choices,
  clearableProp,
  fieldNode,
  fieldProps,
  flag,
  INLINE_TYPES,
  multipleProp,
  placeholderProp,
  showLabelProp,
  showSearchProp,
  treeOptionsProps,
  widthProp,
} from './common';

// heavier antd parts (Upload, TreeSelect, Cascader, Table) load with the first form that uses them
const UploadFileControl = lazyControl(() => import('../../renderer/controls/upload/UploadControls').then((m) => m.UploadFileControl));
const UploadImgControl = lazyControl(() => import('../../renderer/controls/upload/UploadControls').then((m) => m.UploadImgControl), 104);
const TreeSelectControl = lazyControl(() => import('../../renderer/controls/trees').then((m) => m.TreeSelectControl));
const CascaderControl = lazyControl(() => import('../../renderer/controls/trees').then((m) => m.CascaderControl));
const BatchControl = lazyControl(() => import('../../renderer/controls/batch/BatchControl').then((m) => m.BatchControl), 120);

const treeOptions = () => [
  { value: '1', label: `${T.option}1`, children: [{ value: '11', label: `${T.option}11` }] },
  { value: '2', label: `${T.option}2`, children: [{ value: '22', label: `${T.option}22` }] },
];

const uploadProps = (extra: PropEditor[]): PropEditor[] => [
  placeholderProp,
  widthProp,
  { path: 'options.limit', label: P.limit, editor: 'number', min: 1 },
  { path: 'options.action', label: P.action, editor: 'input' },
  { path: 'options.fileName', label: P.fileName, editor: 'input' },
  { path: 'options.data', label: P.data, editor: 'json', placeholder: P.dataPlaceholder },
  ...extra,
];

const uploadDefault = (node: { options: Record<string, unknown> }) => parseUploadValue(node.options.defaultValue);

export const advancedControls: ControlDef[] = [
  {
    type: 'uploadFile',
    label: CONTROL_LABELS.uploadFile,
    icon: <UploadOutlined />,
    section: 'basic',
    wrap: 'label',
    hasModel: true,
    inline: true,
    create: () =>
      fieldNode('uploadFile', {
        defaultValue: '[]',
        multiple: false,
        disabled: false,
        hidden: false,
        drag: false,
        downloadWay: 'a',
        dynamicFun: '',
        width: '100%',
        limit: 3,
        data: '{}',
        fileName: 'file',
        headers: {},
        action: '',
        placeholder: T.upload,
      }),
    props: fieldProps(
      uploadProps([
        {
          path: 'options.downloadWay',
          label: P.downloadWay,
          editor: 'radio',
          choices: choices([P.aTag, 'a'], [P.ajax, 'ajax'], [P.dynamicFunChoice, 'dynamic']),
        },
        { path: 'options.dynamicFun', label: P.dynamicFun, editor: 'input', when: (n) => n.options.downloadWay === 'dynamic' },
      ]),
      [multipleProp, flag('drag')],
      { noDefault: true },
    ),
    render: UploadFileControl,
    defaultValue: uploadDefault,
  },
  {
    type: 'uploadImg',
    label: CONTROL_LABELS.uploadImg,
    icon: <PictureOutlined />,
    section: 'basic',
    wrap: 'label',
    hasModel: true,
    inline: true,
    create: () =>
      fieldNode('uploadImg', {
        defaultValue: '[]',
        multiple: false,
        hidden: false,
        disabled: false,
        width: '100%',
        data: '{}',
        limit: 3,
        placeholder: T.upload,
        fileName: 'image',
        headers: {},
        action: '',
        listType: 'picture-card',
      }),
    props: fieldProps(
      uploadProps([
        {
          path: 'options.listType',
          label: P.listType,
          editor: 'radio',
          choices: choices([P.textStyle, 'text'], [P.pictureStyle, 'picture'], [P.cardStyle, 'picture-card']),
        },
      ]),
      [multipleProp],
      { noDefault: true },
    ),
    render: UploadImgControl,
    defaultValue: uploadDefault,
  },
  {
    type: 'treeSelect',
    label: CONTROL_LABELS.treeSelect,
    icon: <ApartmentOutlined />,
    section: 'basic',
    wrap: 'label',
    hasModel: true,
    inline: true,
    create: () =>
      fieldNode('treeSelect', {
        disabled: false,
        multiple: false,
        hidden: false,
        clearable: false,
        showSearch: false,
        treeCheckable: false,
        placeholder: T.pleaseSelect,
        dynamicKey: '',
        dynamic: true,
        options: treeOptions(),
      }),
    props: fieldProps([placeholderProp, ...treeOptionsProps], [clearableProp, multipleProp, showSearchProp, flag('treeCheckable')]),
    render: TreeSelectControl,
  },
  {
    type: 'cascader',
    label: CONTROL_LABELS.cascader,
    icon: <BranchesOutlined />,
    section: 'basic',
    wrap: 'label',
    hasModel: true,
    inline: true,
    create: () =>
      fieldNode('cascader', {
        disabled: false,
        hidden: false,
        showSearch: false,
        placeholder: T.pleaseSelect,
        clearable: false,
        dynamicKey: '',
        dynamic: true,
        options: treeOptions(),
      }),
    props: fieldProps([placeholderProp, ...treeOptionsProps], [clearableProp, showSearchProp]),
    render: CascaderControl,
  },
  {
    type: 'batch',
    label: CONTROL_LABELS.batch,
    icon: <TableOutlined />,
    section: 'basic',
    wrap: 'showLabel',
    hasModel: true,
    isContainer: true,
    accepts: (type) => INLINE_TYPES.includes(type),
    create: () => {
      const node = fieldNode('batch', {
        scrollY: 0,
        disabled: false,
        hidden: false,
        showLabel: false,
        hideSequence: false,
        width: '100%',
      });
      delete node.rules;
      delete node.help;
      return { ...node, list: [] };
    },
    props: [
      ...fieldProps(
        [
          { path: 'options.scrollY', label: P.scrollY, editor: 'number', min: 0 },
          { path: 'options.minLimit', label: P.minLimit, editor: 'number', min: 0 },
        ],
        [showLabelProp, flag('hideSequence')],
        {
        noDefault: true,
      }).filter((p) => p.path !== 'rules' && p.path !== 'help'),
    ],
    render: BatchControl,
    defaultValue: batchDefault,
  },
  {
    type: 'editor',
    label: CONTROL_LABELS.editor,
    icon: <FileTextOutlined />,
    section: 'basic',
    wrap: 'showLabel',
    hasModel: true,
    create: () => ({
      ...fieldNode('editor', {
        height: 300,
        placeholder: T.pleaseInput,
        defaultValue: '',
        chinesization: true,
        hidden: false,
        disabled: false,
        showLabel: false,
        width: '100%',
      }),
      list: [],
    }),
    props: fieldProps(
      [placeholderProp, widthProp, { path: 'options.height', label: P.height, editor: 'number', min: 50 }],
      [showLabelProp, flag('chinesization')],
    ),
    render: EditorControl,
  },
  {
    type: 'selectInputList',
    label: CONTROL_LABELS.selectInputList,
    icon: <UnorderedListOutlined />,
    section: 'basic',
    wrap: 'showLabel',
    hasModel: true,
    isContainer: true,
    accepts: (type) => INLINE_TYPES.includes(type),
    create: () => ({
      ...fieldNode('selectInputList', { disabled: false, multiple: true, hidden: false, showLabel: false, width: '100%' }),
      columns: [
        { value: '1', label: `${T.option}1`, list: [] },
        { value: '2', label: `${T.option}2`, list: [] },
      ],
    }),
    props: fieldProps([widthProp, { path: 'columns', label: P.panes, editor: 'panes' }], [multipleProp, showLabelProp], {
      noDefault: true,
    }),
    render: SelectInputListControl,
    defaultValue: () => [],
  },
];
