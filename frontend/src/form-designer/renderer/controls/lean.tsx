/**
 * Lean controls: the closed state of antd's Input, Select, InputNumber, DatePicker, Radio.Group and
 * Checkbox.Group as plain elements with antd's own markup and class names, at a fraction of the cost
 * of mounting hundreds of antd components.
 *
 * - Input, radio and check box groups are complete: native elements behave exactly like antd's (which
 *   wrap the same native elements); only antd's click ripple ("wave") is left out.
 * - Select, InputNumber and DatePicker are shells: the same look and accessible role, replaced by the
 *   real antd component as soon as the pointer enters them or they get focus (label click, Tab), so
 *   the click lands on antd's own element; a press that reaches a shell (touch) opens the real control.
 *
 * The class names are not guessed: <AntPrimer> renders one real antd component of each kind, hidden,
 * inside the same ConfigProvider (theme, prefix, hash, CSS variables), which also keeps antd's styles
 * registered, and the lean controls copy its class names and icons. Without a primer (designer canvas,
 * or before it has rendered) the controls render antd's components.
 */
import { createContext, useContext, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import { toFixed } from '@rc-component/mini-decimal';

export interface LeanClasses {
  /** Input: the <input> class. */
  input: string;
  select: { root: string; content: string; placeholder: string; input: string; suffix: string; suffixHtml: string };
  number: { root: string; input: string; actions: string; actionsHtml: string };
  picker: { root: string; input: string; suffix: string; suffixHtml: string };
  radio: { group: string; wrapper: string; box: string; input: string; label: string };
  checkbox: { group: string; wrapper: string; box: string; input: string; label: string };
}

export const LeanContext = createContext<LeanClasses | null>(null);

/** The lean class names when a primer has run in this renderer, else null (render antd's components). */
export const useLean = (): LeanClasses | null => useContext(LeanContext);

const PRIMER_OPTIONS = [{ value: '1', label: '1' }];

const cls = (el: Element | null | undefined): string => (el ? el.getAttribute('class') ?? '' : '');

function readClasses(host: HTMLElement): LeanClasses | null {
  const [input, select, number, picker, radio, checkbox] = Array.from(host.children);
  if (!input || !select || !number || !picker || !radio || !checkbox) return null;
  const selContent = select.children[0];
  const selSuffix = select.children[1];
  const numActions = number.children[1];
  const pickInput = picker.children[0];
  const pickSuffix = pickInput?.children[1];
  const radioWrap = radio.children[0];
  const boxWrap = checkbox.children[0];
  return {
    input: cls(input),
    select: {
      root: cls(select),
      content: cls(selContent),
      placeholder: cls(selContent?.children[0]),
      input: cls(select.querySelector('input')),
      suffix: cls(selSuffix),
      suffixHtml: selSuffix?.innerHTML ?? '',
    },
    number: { root: cls(number), input: cls(number.children[0]), actions: cls(numActions), actionsHtml: numActions?.innerHTML ?? '' },
    picker: { root: cls(picker), input: cls(pickInput), suffix: cls(pickSuffix), suffixHtml: pickSuffix?.innerHTML ?? '' },
    radio: {
      group: cls(radio),
      wrapper: cls(radioWrap),
      box: cls(radioWrap?.children[0]),
      input: cls(radioWrap?.querySelector('input')),
      label: cls(radioWrap?.children[1]),
    },
    checkbox: {
      group: cls(checkbox),
      wrapper: cls(boxWrap),
      box: cls(boxWrap?.children[0]),
      input: cls(boxWrap?.querySelector('input')),
      label: cls(boxWrap?.children[1]),
    },
  };
}

/**
 * Renders one hidden antd control of each lean kind and provides their class names to `children`,
 * which render once the names are known (in the same task, before the browser paints).
 */
export function AntPrimer({ children }: { children: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const [classes, setClasses] = useState<LeanClasses | null>(null);
  useLayoutEffect(() => {
    if (host.current) setClasses(readClasses(host.current));
  }, []);
  return (
    <>
      <div ref={host} hidden aria-hidden="true" className="kfd-primer">
        <Input tabIndex={-1} />
        <Select tabIndex={-1} placeholder="-" options={PRIMER_OPTIONS} />
        <InputNumber tabIndex={-1} />
        <DatePicker tabIndex={-1} />
        <Radio.Group options={PRIMER_OPTIONS} />
        <Checkbox.Group options={PRIMER_OPTIONS} />
      </div>
      {classes && <LeanContext.Provider value={classes}>{children}</LeanContext.Provider>}
    </>
  );
}

/** First class of a class list ("ant-select ant-select-outlined ..." → "ant-select"). */
const base = (classList: string) => classList.split(' ', 1)[0];

function join(...parts: (string | false | undefined | null)[]): string {
  return parts.filter(Boolean).join(' ');
}

const noop = () => undefined;

const statusCls = (root: string, status?: 'error') => status === 'error' && `${base(root)}-status-error`;

// ---------------------------------------------------------------- Input

export interface LeanInputProps {
  id?: string;
  type: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  disabled: boolean;
  status?: 'error';
  style?: CSSProperties;
}

/** antd <Input> without prefix, suffix, clear icon or addons renders exactly this element. */
export function LeanInput({ id, type, value, onChange, placeholder, maxLength, disabled, status, style }: LeanInputProps) {
  const c = useLean() as LeanClasses;
  const b = base(c.input);
  return (
    <input
      id={id}
      type={type}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      maxLength={maxLength}
      disabled={disabled}
      className={join(c.input, disabled && `${b}-disabled`, statusCls(c.input, status))}
      style={style}
    />
  );
}

// ---------------------------------------------------------------- radio / check box groups

export interface Choice {
  value: string | number;
  label: string;
}

export interface LeanRadioProps {
  id?: string;
  name: string;
  items: Choice[];
  value: unknown;
  onChange: (value: string | number) => void;
  disabled: boolean;
}

/** antd <Radio.Group options> markup with native radios (same name, so arrow keys move the choice). */
export function LeanRadioGroup({ id, name, items, value, onChange, disabled }: LeanRadioProps) {
  const c = (useLean() as LeanClasses).radio;
  const w = base(c.wrapper);
  const bx = base(c.box);
  return (
    <div role="radiogroup" id={id} className={c.group}>
      {items.map((item) => {
        const checked = item.value === value;
        return (
          <label key={String(item.value)} className={join(c.wrapper, checked && `${w}-checked`, disabled && `${w}-disabled`)}>
            <span className={join(c.box, checked && `${bx}-checked`, disabled && `${bx}-disabled`)}>
              <input
                className={c.input}
                type="radio"
                value={String(item.value)}
                name={name}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(item.value)}
              />
            </span>
            <span className={c.label}>{item.label}</span>
          </label>
        );
      })}
    </div>
  );
}

export interface LeanCheckboxProps {
  id?: string;
  items: Choice[];
  value: unknown[];
  onChange: (value: (string | number)[]) => void;
  disabled: boolean;
}

/** antd <Checkbox.Group options> markup; the new value keeps the options' order, like antd's. */
export function LeanCheckboxGroup({ id, items, value, onChange, disabled }: LeanCheckboxProps) {
  const c = (useLean() as LeanClasses).checkbox;
  const w = base(c.wrapper);
  const bx = base(c.box);
  const toggle = (v: string | number, on: boolean) => {
    const set = new Set(value);
    if (on) set.add(v);
    else set.delete(v);
    onChange(items.filter((item) => set.has(item.value)).map((item) => item.value));
  };
  return (
    <div role="group" data-id={id} className={c.group}>
      {items.map((item) => {
        const checked = value.includes(item.value);
        return (
          <label key={String(item.value)} className={join(c.wrapper, checked && `${w}-checked`, disabled && `${w}-disabled`)}>
            <span className={join(c.box, checked && `${bx}-checked`, disabled && `${bx}-disabled`)}>
              <input
                className={c.input}
                type="checkbox"
                value={String(item.value)}
                checked={checked}
                disabled={disabled}
                onChange={(e) => toggle(item.value, e.target.checked)}
              />
            </span>
            <span className={c.label}>{item.label}</span>
          </label>
        );
      })}
    </div>
  );
}

// ---------------------------------------------------------------- shells that upgrade

/** How a shell asked to become the real control: focus it, and open it (a mouse press). */
export interface Wake {
  focus: boolean;
  open: boolean;
}

/**
 * State of a shell: null while it is a shell, then how it was woken. Handlers go on the shell's root:
 * - pointer enter: the real control replaces the shell at once (flushSync), so the press that follows
 *   lands on antd's own element and behaves exactly as on it;
 * - focus (label click, Tab): the real control, focused;
 * - a press that still reached the shell (touch, a press without a hover first): after that event is
 *   over (antd's controls close on a press outside them, and the shell would count as outside), the
 *   real control, focused and open.
 */
export function useWake(disabled: boolean): [Wake | null, ShellHandlers] {
  const [wake, setWake] = useState<Wake | null>(null);
  const handlers: ShellHandlers = disabled
    ? {}
    : {
        onPointerEnter: () => flushSync(() => setWake((w) => w ?? { focus: false, open: false })),
        onFocus: () => setWake((w) => w ?? { focus: true, open: false }),
        onMouseDown: (e) => {
          e.preventDefault();
          setTimeout(() => setWake((w) => w ?? { focus: true, open: true }), 0);
        },
      };
  return [wake, handlers];
}

export interface ShellHandlers {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onMouseDown?: (e: { preventDefault: () => void }) => void;
}

export interface SelectShellProps {
  id?: string;
  text: string | null;
  placeholder: string;
  disabled: boolean;
  status?: 'error';
  style?: CSSProperties;
  handlers: ShellHandlers;
}

/** A closed single antd <Select> (placeholder or the chosen label). */
export function SelectShell({ id, text, placeholder, disabled, status, style, handlers }: SelectShellProps) {
  const c = (useLean() as LeanClasses).select;
  const b = base(c.root);
  const has = text !== null;
  return (
    <div className={join(c.root, statusCls(c.root, status), disabled && `${b}-disabled`)} style={style} {...handlers}>
      <div className={join(c.content, has && `${base(c.content)}-has-value`)} title={has ? text : undefined}>
        {has ? text : <div className={c.placeholder}>{placeholder}</div>}
        <input
          id={id}
          readOnly
          autoComplete="new-password"
          className={c.input}
          disabled={disabled}
          role="combobox"
          aria-expanded="false"
          aria-haspopup="listbox"
          aria-autocomplete="list"
          type="text"
          value=""
        />
      </div>
      <div className={c.suffix} dangerouslySetInnerHTML={{ __html: c.suffixHtml }} />
    </div>
  );
}

export interface NumberShellProps {
  id?: string;
  value: number | undefined;
  precision?: number;
  min?: number;
  max?: number;
  step: number;
  placeholder: string;
  disabled: boolean;
  status?: 'error';
  style?: CSSProperties;
  handlers: ShellHandlers;
}

/** The text antd's InputNumber shows for a value (precision applied with its own decimal rounding). */
export function numberText(value: number | undefined, precision?: number): string {
  if (value === undefined) return '';
  const s = String(value);
  return precision !== undefined && precision >= 0 && !/e/i.test(s) ? toFixed(s, '.', precision) : s;
}

/** A closed antd <InputNumber> (its up/down buttons only show on hover, when it is already real). */
export function NumberShell({ id, value, precision, min, max, step, placeholder, disabled, status, style, handlers }: NumberShellProps) {
  const c = (useLean() as LeanClasses).number;
  const b = base(c.root);
  return (
    <div className={join(c.root, statusCls(c.root, status), disabled && `${b}-without-controls ${b}-disabled`)} style={style} {...handlers}>
      <input
        autoComplete="off"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        step={step}
        className={c.input}
        id={id}
        placeholder={placeholder}
        disabled={disabled}
        value={numberText(value, precision)}
        onChange={noop}
      />
      {!disabled && <div className={c.actions} dangerouslySetInnerHTML={{ __html: c.actionsHtml }} />}
    </div>
  );
}

export interface PickerShellProps {
  id?: string;
  text: string;
  size: number;
  placeholder: string;
  disabled: boolean;
  status?: 'error';
  style?: CSSProperties;
  handlers: ShellHandlers;
}

/** A closed antd <DatePicker> showing the formatted value. */
export function PickerShell({ id, text, size, placeholder, disabled, status, style, handlers }: PickerShellProps) {
  const c = (useLean() as LeanClasses).picker;
  const b = base(c.root);
  return (
    <div className={join(c.root, disabled && `${b}-disabled`, statusCls(c.root, status))} style={style} {...handlers}>
      <div className={c.input}>
        <input aria-invalid="false" autoComplete="off" size={size} id={id} placeholder={placeholder} disabled={disabled} value={text} onChange={noop} />
        <span className={c.suffix} dangerouslySetInnerHTML={{ __html: c.suffixHtml }} />
      </div>
    </div>
  );
}
