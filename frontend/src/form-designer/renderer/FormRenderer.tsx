import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, type CSSProperties } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { RenderEnv } from '../registry/types';
import type { FormDesign } from '../schema/types';
import { DEFAULT_CONFIG } from '../schema/types';
import type { FieldError } from '../validate/validate';
import { parseInlineStyle } from './controls/inlineStyle';
import { AntPrimer } from './controls/lean';
import { RendererContext, useTopic, type RendererContextValue } from './context';
import { formLayout, useViewportWidth } from './layout';
import { renderList } from './NodeView';
import { RootList } from './RootList';
import { FormStore } from './store';
import './renderer.css';

export type FormValues = Record<string, unknown>;

export interface FormRendererApi {
  /** Validates every visible field (and every dynamic-table row); resolves with the values or rejects with FieldError[]. */
  getData: () => Promise<FormValues>;
  /** Merges values into the form (keys not given keep their value). */
  setData: (values: FormValues) => Promise<void>;
  /** Back to the default values, errors cleared. */
  reset: () => void;
  /** Sets options[optionName] on every node whose model is listed, anywhere in the tree. */
  setOptions: (fields: string[], optionName: string, value: unknown) => void;
  hide: (fields: string[]) => void;
  show: (fields: string[]) => void;
  disable: (fields: string[]) => void;
  enable: (fields: string[]) => void;
  /** Current values of the visible fields, without validation. */
  getFieldsValue: () => FormValues;
  /**
   * Shows these messages under their fields (e.g. the server's field messages of a refused submit),
   * replacing the current ones, and scrolls to the first; an empty list clears them. A field is a model
   * or `<batch model>.<row index>.<column model>`.
   */
  setErrors: (errors: FieldError[]) => void;
}

export interface FormRendererProps {
  design: FormDesign;
  /** Initial values (applied again when the object changes). */
  value?: FormValues;
  dynamicData?: Record<string, unknown>;
  disabled?: boolean;
  onChange?: (value: unknown, model: string) => void;
  /** Put before each field's DOM id (for a form inside another form whose fields may share its names). */
  idPrefix?: string;
  /** Called by a submit button / Enter with the validated values. */
  onSubmit?: (values: FormValues) => void;
  onSubmitFailed?: (errors: FieldError[]) => void;
  /** Default upload URL (the console passes its file upload endpoint). */
  uploadAction?: string;
  /** Multipart field name of files sent to uploadAction (default `file`, what /sysFileInfo/upload reads);
   *  controls with an upload address of their own keep their `fileName`. */
  uploadFieldName?: string;
  /** Headers for uploads to uploadAction and ajax downloads from same-origin /api/ addresses, e.g. the
   *  Authorization token (a getter is read per request); other addresses a design names never get them. */
  uploadHeaders?: Record<string, string> | (() => Record<string, string>);
  /** File URL from an uploaded file id (for upload responses that carry only the id); may be async. */
  fileUrl?: (fileId: string) => string | Promise<string>;
  /** Mount the first screen at once and the rest in the background (default true). */
  progressive?: boolean;
  className?: string;
  style?: CSSProperties;
}

const EMPTY: Record<string, unknown> = {};

/** Mounts every field (a progressive form may not have yet) and scrolls the first error into view. */
function revealError(store: FormStore, errors: FieldError[]): void {
  store.requestMountAll();
  if (errors[0]) store.requestReveal(errors[0].field);
  const first = errors[0]?.field.split('.')[0] ?? '';
  setTimeout(() => document.getElementById(first)?.scrollIntoView?.({ block: 'center' }), 0);
}

// Chinese month and week names in the pickers, unless the host app chose a locale already
if (dayjs.locale() === 'en') dayjs.locale('zh-cn');

/** The previous object while the new one is shallowly equal (inline literals from the parent). */
function useShallowStable<T extends Record<string, unknown>>(value: T): T {
  const ref = useRef(value);
  const prev = ref.current;
  const same =
    prev === value ||
    (Object.keys(prev).length === Object.keys(value).length && Object.keys(value).every((k) => Object.is(prev[k], value[k])));
  if (!same) ref.current = value;
  return same ? prev : value;
}

export const FormRenderer = forwardRef<FormRendererApi, FormRendererProps>(function FormRenderer(props, ref) {
  const { design, value, disabled = false, uploadAction, uploadFieldName, idPrefix } = props;
  const dynamicData = useShallowStable(props.dynamicData ?? EMPTY);
  const store = useMemo(() => new FormStore(Array.isArray(design?.list) ? design.list : []), [design]);
  const applied = useRef<{ store: FormStore; value?: FormValues } | null>(null);
  if (applied.current?.store !== store) {
    // initial values go in before the first render of this store (no subscribers yet)
    if (value) store.setData(value);
    applied.current = { store, value };
  }
  useEffect(() => {
    if (value && applied.current && applied.current.value !== value) {
      store.setData(value);
      applied.current.value = value;
    }
  }, [store, value]);

  const propsRef = useRef(props);
  useEffect(() => {
    propsRef.current = props;
    store.onValueChange = props.onChange;
  });

  const api = useMemo<FormRendererApi>(() => {
    const getData = () => {
      const result = store.validateAll();
      if (result.valid) return Promise.resolve(store.collect());
      if (result.errors[0]) store.requestReveal(result.errors[0].field);
      return Promise.reject(result.errors);
    };
    const setErrors = (errors: FieldError[]) => {
      store.setErrors(errors);
      if (errors.length) revealError(store, errors);
    };
    return {
      getData,
      setData: async (values) => store.setData(values),
      reset: () => store.reset(),
      setOptions: (fields, name, v) => store.setOptions(fields, name, v),
      hide: (fields) => store.setOptions(fields, 'hidden', true),
      show: (fields) => store.setOptions(fields, 'hidden', false),
      disable: (fields) => store.setOptions(fields, 'disabled', true),
      enable: (fields) => store.setOptions(fields, 'disabled', false),
      getFieldsValue: () => store.collect(),
      setErrors,
    };
  }, [store]);
  useImperativeHandle(ref, () => api, [api]);

  const config = useMemo(() => ({ ...DEFAULT_CONFIG, ...(design?.config ?? {}) }), [design]);
  const ctx = useMemo<RendererContextValue>(() => {
    const submit = () => {
      api.getData().then(
        (values) => propsRef.current.onSubmit?.(values),
        (errors: FieldError[]) => {
          propsRef.current.onSubmitFailed?.(errors);
          revealError(store, errors);
        },
      );
    };
    const env: RenderEnv = {
      config,
      dynamicData,
      disabled,
      uploadAction,
      uploadFieldName,
      // read through propsRef so inline functions from the parent do not re-render every field
      uploadHeaders: () => {
        const h = propsRef.current.uploadHeaders;
        return (typeof h === 'function' ? h() : h) ?? {};
      },
      fileUrl: (id) => propsRef.current.fileUrl?.(id) ?? '',
      submit,
      reset: () => store.reset(),
    };
    return { store, env, renderList, idPrefix };
  }, [api, store, config, dynamicData, disabled, uploadAction, uploadFieldName, idPrefix]);

  const list = useTopic(store, 'list', store.getList);
  const width = useViewportWidth(config);
  const layout = useMemo(() => formLayout(config, width), [config, width]);
  if (!design || !Array.isArray(design.list)) return null;
  const style = { ...parseInlineStyle(typeof config.customStyle === 'string' ? config.customStyle : ''), ...layout.style, ...props.style };
  return (
    <ConfigProvider locale={zhCN}>
      <RendererContext.Provider value={ctx}>
        <AntPrimer>
          <form
            className={['kfd-form', layout.className, config.hideRequiredMark && 'kfd-hide-required', props.className]
              .filter(Boolean)
              .join(' ')}
            style={style}
            onSubmit={(e) => {
              e.preventDefault();
              ctx.env.submit();
            }}
            noValidate
          >
            <RootList list={list} progressive={props.progressive !== false} />
          </form>
        </AntPrimer>
      </RendererContext.Provider>
    </ConfigProvider>
  );
});
