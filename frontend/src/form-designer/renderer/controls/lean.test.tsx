import { createRef, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { FormNode } from '../../schema/types';
import { DEFAULT_CONFIG } from '../../schema/types';
import { FormRenderer, type FormRendererApi } from '../FormRenderer';
import { AntPrimer, LeanCheckboxGroup, LeanInput, LeanRadioGroup, NumberShell, PickerShell, SelectShell, numberText } from './lean';

vi.setConfig({ testTimeout: 30000 });

/** Tag, sorted classes and the attributes that matter for look and accessibility, recursively. */
function shape(el: Element): unknown {
  const attrs: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) {
    if (['class', 'id', 'name', 'style', 'tabindex', 'data-id', 'readonly', 'aria-disabled', 'unselectable'].includes(a.name)) continue;
    attrs[a.name] = a.value;
  }
  if (el.tagName.toLowerCase() === 'svg') return { svg: el.getAttribute('data-icon') ?? el.getAttribute('viewBox') };
  const classes = (el.getAttribute('class') ?? '').split(' ').filter(Boolean).sort();
  const kids = Array.from(el.childNodes)
    .map((n) => (n.nodeType === 3 ? n.textContent : n.nodeType === 1 ? shape(n as Element) : null))
    .filter((n) => n !== null && n !== '');
  return { tag: el.tagName.toLowerCase(), classes, attrs, kids };
}

/** Renders the real antd element and the lean one (inside a primer) and returns both shapes. */
function compare(real: ReactNode, lean: ReactNode): [unknown, unknown] {
  const a = render(<div data-testid="real">{real}</div>);
  const realShape = shape(a.getByTestId('real').firstElementChild as Element);
  a.unmount();
  const b = render(
    <AntPrimer>
      <div data-testid="lean">{lean}</div>
    </AntPrimer>,
  );
  const leanShape = shape(b.getByTestId('lean').firstElementChild as Element);
  b.unmount();
  return [leanShape, realShape];
}

const noop = () => undefined;
const OPTS = [
  { value: '1', label: '甲' },
  { value: '2', label: '乙' },
];

describe('lean controls have antd markup', () => {
  for (const state of [
    { disabled: false, status: undefined },
    { disabled: true, status: 'error' as const },
  ]) {
    const tag = state.disabled ? 'disabled, error' : 'plain';
    it(`input (${tag})`, () => {
      const [lean, real] = compare(
        <Input value="x" placeholder="请输入" disabled={state.disabled} status={state.status} onChange={noop} />,
        <LeanInput type="text" value="x" placeholder="请输入" disabled={state.disabled} status={state.status} onChange={noop} />,
      );
      expect(lean).toEqual(real);
    });

    it(`select (${tag})`, () => {
      for (const value of ['2', undefined]) {
        const [lean, real] = compare(
          <Select value={value} options={OPTS} placeholder="请选择" disabled={state.disabled} status={state.status} />,
          <SelectShell text={value ? '乙' : null} placeholder="请选择" disabled={state.disabled} status={state.status} handlers={{}} />,
        );
        expect(lean).toEqual(real);
      }
    });

    it(`number (${tag})`, () => {
      const [lean, real] = compare(
        <InputNumber value={1.5} precision={2} min={0} max={9} placeholder="请输入" disabled={state.disabled} status={state.status} />,
        <NumberShell value={1.5} precision={2} min={0} max={9} step={1} placeholder="请输入" disabled={state.disabled} status={state.status} handlers={{}} />,
      );
      expect(lean).toEqual(real);
    });

    it(`date (${tag})`, () => {
      const [lean, real] = compare(
        <DatePicker value={dayjs('2024-01-02')} placeholder="请选择" disabled={state.disabled} status={state.status} allowClear={false} />,
        <PickerShell text="2024-01-02" size={12} placeholder="请选择" disabled={state.disabled} status={state.status} handlers={{}} />,
      );
      expect(lean).toEqual(real);
    });

    it(`radio and check box groups (${tag})`, () => {
      const radios = compare(
        <Radio.Group value="1" options={OPTS} disabled={state.disabled} />,
        <LeanRadioGroup name="r" items={OPTS} value="1" disabled={state.disabled} onChange={noop} />,
      );
      expect(radios[0]).toEqual(radios[1]);
      const boxes = compare(
        <Checkbox.Group value={['2']} options={OPTS} disabled={state.disabled} />,
        <LeanCheckboxGroup items={OPTS} value={['2']} disabled={state.disabled} onChange={noop} />,
      );
      expect(boxes[0]).toEqual(boxes[1]);
    });
  }

  it('formats numbers like InputNumber (its decimal rounding, not binary)', () => {
    expect(numberText(1.005, 2)).toBe('1.01');
    expect(numberText(3, 2)).toBe('3.00');
    expect(numberText(undefined, 2)).toBe('');
    expect(numberText(12.5)).toBe('12.5');
  });
});

const node = (type: string, model: string, label: string, options: Record<string, unknown> = {}): FormNode => ({
  type,
  label,
  key: `${type}_${model}`,
  model,
  options,
  rules: [{ required: false, message: '必填项' }],
});

function setup(list: FormNode[]) {
  const ref = createRef<FormRendererApi>();
  const utils = render(<FormRenderer ref={ref} design={{ list, config: { ...DEFAULT_CONFIG } }} progressive={false} />);
  return { api: () => ref.current as FormRendererApi, ...utils };
}

describe('lean controls in the renderer', () => {
  it('radio and check box groups change the value (check boxes keep the options order)', async () => {
    const { api } = setup([
      node('radio', 'r', '类型', { defaultValue: '', options: OPTS }),
      node('checkbox', 'c', '项目', { defaultValue: [], options: OPTS }),
    ]);
    await userEvent.click(screen.getByLabelText('乙', { selector: 'input[type=radio]' }));
    await userEvent.click(screen.getByLabelText('乙', { selector: 'input[type=checkbox]' }));
    await userEvent.click(screen.getByLabelText('甲', { selector: 'input[type=checkbox]' }));
    await expect(api().getData()).resolves.toEqual({ r: '2', c: ['1', '2'] });
    expect(screen.getByLabelText('乙', { selector: 'input[type=radio]' }).closest('label')?.className).toContain('ant-radio-wrapper-checked');
    await userEvent.click(screen.getByLabelText('甲', { selector: 'input[type=checkbox]' }));
    await expect(api().getData()).resolves.toEqual({ r: '2', c: ['2'] });
  });

  it('a select shell shows the chosen label, becomes antd Select on hover and opens on a press', async () => {
    const { container, api } = setup([node('select', 's', '等级', { defaultValue: '2', options: OPTS })]);
    const shell = container.querySelector('.kfd-form .ant-select') as HTMLElement;
    expect(shell.textContent).toBe('乙');
    fireEvent.mouseDown(shell);
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy());
    await userEvent.click(await screen.findByTitle('甲'));
    await expect(api().getData()).resolves.toEqual({ s: '1' });
  });

  it('focus from the label turns a number shell into InputNumber with the focus kept', async () => {
    const { api } = setup([node('number', 'n', '数量', { defaultValue: 2, precision: 1 })]);
    expect((screen.getByLabelText('数量') as HTMLInputElement).value).toBe('2.0');
    await userEvent.click(screen.getByText('数量'));
    await waitFor(() => expect(document.activeElement?.id).toBe('n'));
    const input = screen.getByLabelText('数量') as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await act(async () => input.blur());
    await expect(api().getData()).resolves.toEqual({ n: 7 });
  });

  it('a date shell shows the formatted value and becomes DatePicker on hover', async () => {
    const { container } = setup([node('date', 'd', '日期', { defaultValue: '2024-03-05', format: 'YYYY-MM-DD' })]);
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2024-03-05');
    const shell = container.querySelector('.kfd-form .ant-picker') as HTMLElement;
    fireEvent.pointerEnter(shell);
    await waitFor(() => expect(container.querySelector('.kfd-form .ant-picker')).not.toBe(shell));
    expect((screen.getByLabelText('日期') as HTMLInputElement).value).toBe('2024-03-05');
  });

  it('disabled shells stay shells', () => {
    const { container } = setup([node('select', 's', '等级', { disabled: true, options: OPTS })]);
    const shell = container.querySelector('.kfd-form .ant-select') as HTMLElement;
    fireEvent.pointerEnter(shell);
    fireEvent.mouseDown(shell);
    expect(container.querySelector('.kfd-form .ant-select')).toBe(shell);
    expect(shell.className).toContain('ant-select-disabled');
  });
});
