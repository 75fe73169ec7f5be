import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ForwardedRef,
  type ReactNode,
} from 'react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { fieldNodes, getControl } from '../registry';
import type { FormDesign, FormNode } from '../schema/types';
import type { FormRendererProps } from '../renderer/FormRenderer';
import { Canvas } from './canvas/Canvas';
import { CellMenu } from './canvas/CellMenu';
import { createDragBridge } from './canvas/dnd/bridge';
import { DndLayer } from './canvas/dnd/DndLayer';
import { DesignerContext, type DesignerContextValue } from './context';
import { DesignerModals } from './DesignerModals';
import { useShortcuts } from './hooks/useShortcuts';
import { useTableMenu } from './hooks/useTableMenu';
import { useToolbarActions } from './hooks/useToolbarActions';
import { Palette } from './palette/Palette';
import { RightPanel } from './panel/RightPanel';
import { createDesignStore, type DesignStore } from './state/designStore';
import { designFromValue } from './state/designFromValue';
import { D } from './texts';
import { DEFAULT_TOOLBAR, Toolbar, type ToolbarAction } from './toolbar/Toolbar';
import './designer.css';

export interface FormDesignerProps {
  /** The design to edit (object or JSON text, any k-form-design era). A new value is loaded as a new document. */
  value?: FormDesign | string;
  /** 保存: the design and its JSON text. */
  onSave?: (design: FormDesign, json: string) => void;
  /** 关闭. */
  onClose?: () => void;
  /** Every change of the design (after the store committed it). */
  onChange?: (design: FormDesign) => void;
  /** Which toolbar buttons to show, default all: 保存 预览 导入 生成JSON 生成代码 清空 撤销 重做 关闭. */
  toolbar?: ToolbarAction[];
  /** Extra toolbar content (left of 关闭). */
  toolbarExtra?: ReactNode;
  /** Control types shown in the palette (default: every registered control). */
  fields?: string[];
  /** Hide the 数据字段 editor and the model tag on canvas items. */
  hideModel?: boolean;
  /** Title of the custom-controls palette section (default 自定义组件). */
  customTitle?: string;
  /** Upload settings for 预览 (as on FormRenderer): the host's upload address, field name, headers, file URLs. */
  preview?: Pick<FormRendererProps, 'uploadAction' | 'uploadFieldName' | 'uploadHeaders' | 'fileUrl' | 'dynamicData'>;
  className?: string;
  style?: CSSProperties;
}

export interface FormDesignerRef {
  /** The current design. */
  getValue: () => FormDesign;
  /** Loads a design (object or JSON) as a new document; false when it cannot be read. */
  setValue: (design: FormDesign | string) => boolean;
  /** Empties the canvas without asking (undoable). */
  reset: () => void;
  /** Every node that has a data field (k-form-design's getFieldSchema). */
  getFieldSchema: () => FormNode[];
  undo: () => void;
  redo: () => void;
  /** Selects a control by key ("" for none); subject to the 100 ms selection guard. */
  select: (key: string) => boolean;
}

const canContain = (owner: FormNode, type: string) => getControl(owner.type)?.accepts?.(type) ?? true;

function initialDesign(value: FormDesign | string | undefined): FormDesign {
  try {
    return designFromValue(value);
  } catch {
    return designFromValue(undefined);
  }
}

/** The visual form designer: palette, canvas and property panels, with toolbar, dialogs and shortcuts. */
export const FormDesigner = forwardRef<FormDesignerRef, FormDesignerProps>(function FormDesigner(props, ref) {
  return (
    <ConfigProvider locale={zhCN}>
      <App component={false}>
        <DesignerBody {...props} innerRef={ref} />
      </App>
    </ConfigProvider>
  );
});

type BodyProps = FormDesignerProps & { innerRef: ForwardedRef<FormDesignerRef> };

function DesignerBody(props: BodyProps) {
  const { innerRef, value, onChange, toolbar, toolbarExtra, fields, hideModel, customTitle, className, style } = props;
  const { message } = App.useApp();
  const [store] = useState<DesignStore>(() => createDesignStore({ initial: initialDesign(value), canContain }));
  const [drag] = useState(createDragBridge);
  const rootRef = useRef<HTMLDivElement>(null);
  const { cellMenu, openCellMenu, closeCellMenu, runTableOp } = useTableMenu(store);
  const { onAction, openModal, closeModal } = useToolbarActions(store, props);
  useShortcuts(store, rootRef);

  // a new `value` prop is a new document; the first one was used to create the store
  const loaded = useRef(value);
  useEffect(() => {
    if (value === loaded.current) return;
    loaded.current = value;
    try {
      store.getState().load(designFromValue(value));
    } catch {
      message.error(D.importFailed);
    }
  }, [value, store, message]);

  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.history.present !== prev.history.present) onChangeRef.current?.(s.history.present);
      }),
    [store],
  );

  // stable: every canvas node reads this context
  const ctx = useMemo<DesignerContextValue>(
    () => ({ store, drag, hideModel: hideModel === true, openCellMenu, runTableOp }),
    [store, drag, hideModel, openCellMenu, runTableOp],
  );

  useImperativeHandle(
    innerRef,
    () => ({
      getValue: () => store.getState().history.present,
      setValue: (design) => {
        try {
          store.getState().load(designFromValue(design));
          return true;
        } catch {
          return false;
        }
      },
      reset: () => store.getState().reset(),
      getFieldSchema: () => fieldNodes(store.getState().history.present.list),
      undo: () => store.getState().undo(),
      redo: () => store.getState().redo(),
      select: (key) => store.getState().select(key),
    }),
    [store],
  );

  return (
    <DesignerContext.Provider value={ctx}>
      <div ref={rootRef} className={`fd-designer${className ? ` ${className}` : ''}`} style={style}>
        <DndLayer>
          <aside className="fd-left">
            <Palette fields={fields} customTitle={customTitle} />
          </aside>
        </DndLayer>
        <main className="fd-center">
          <Toolbar actions={toolbar ?? DEFAULT_TOOLBAR} onAction={onAction} extra={toolbarExtra} />
          <Canvas />
        </main>
        <aside className="fd-right">
          <RightPanel />
        </aside>
      </div>
      <DesignerModals store={store} open={openModal} onClose={closeModal} preview={props.preview} />
      {cellMenu && <CellMenu key={`${cellMenu.x},${cellMenu.y}`} target={cellMenu} onClose={closeCellMenu} />}
    </DesignerContext.Provider>
  );
}
