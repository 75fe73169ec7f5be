import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerControl } from '../registry';
import type { ControlProps } from '../registry/types';
import type { FormDesign, FormNode } from '../schema/types';
import type { FieldError } from '../validate/validate';
import { FormRenderer, type FormRendererApi } from './FormRenderer';

// antd in jsdom is slow, and other suites run in parallel
vi.setConfig({ testTimeout: 30000 });

const REQ = [{ required: true, message: '必填项' }];

const input = (model: string, label: string, extra: Partial<FormNode> = {}): FormNode => ({
  type: 'input',
  label,
  key: `input_${model}`,
  model,
  options: { type: 'text', defaultValue: '', placeholder: '请输入' },
  rules: [{ required: false, message: '必填项' }],
  ...extra,
});

const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const isDisabled = (el: HTMLElement) => (el as HTMLInputElement).disabled;

function design(list: FormNode[]): FormDesign {
  return { list, config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' } };
}

function setup(list: FormNode[], props: Partial<React.ComponentProps<typeof FormRenderer>> = {}) {
  const ref = createRef<FormRendererApi>();
  const utils = render(<FormRenderer ref={ref} design={design(list)} {...props} />);
  return { ref, api: () => ref.current as FormRendererApi, ...utils };
}

describe('FormRenderer', () => {
  it('collects typed values with getData', async () => {
    const { api } = setup([input('name', '姓名', { rules: REQ }), input('dept', '部门', { options: { defaultValue: '工程部' } })]);
    await userEvent.type(screen.getByLabelText('姓名'), '张三');
    await expect(api().getData()).resolves.toEqual({ name: '张三', dept: '工程部' });
  });

  it('puts idPrefix before the field ids, so a form inside another keeps its labels to its own fields', async () => {
    const { api } = setup([input('type', '类型')], { idPrefix: 'ext_' });
    const field = screen.getByLabelText('类型');
    expect(field.id).toBe('ext_type');
    await userEvent.type(field, '甲');
    await expect(api().getData()).resolves.toEqual({ type: '甲' });
  });

  it('rejects getData with the field errors and shows them', async () => {
    const { api } = setup([
      input('name', '姓名', { rules: REQ }),
      { type: 'number', label: '年龄', key: 'n', model: 'age', options: { defaultValue: 70, max: 60 } },
    ]);
    let errors: FieldError[] = [];
    await act(async () => {
      await api().getData().catch((e: FieldError[]) => (errors = e));
    });
    expect(errors).toEqual([
      { field: 'name', message: '必填项' },
      { field: 'age', message: '年龄不能大于60' },
    ]);
    expect(screen.getByText('必填项')).toBeTruthy();
    expect(screen.getByText('年龄不能大于60')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('姓名'), 'x');
    expect(screen.queryByText('必填项')).toBeNull();
  });

  it('setData, getFieldsValue and reset', async () => {
    const { api } = setup([input('name', '姓名', { options: { defaultValue: 'd' } })]);
    await act(() => api().setData({ name: '李四' }));
    expect(valueOf(screen.getByLabelText('姓名'))).toBe('李四');
    expect(api().getFieldsValue()).toEqual({ name: '李四' });
    act(() => api().reset());
    expect(valueOf(screen.getByLabelText('姓名'))).toBe('d');
  });

  it('applies the value prop as initial data', () => {
    setup([input('name', '姓名')], { value: { name: '初值' } });
    expect(valueOf(screen.getByLabelText('姓名'))).toBe('初值');
  });

  it('hide / show / disable / enable', async () => {
    const { api } = setup([input('a', '甲', { rules: REQ }), input('b', '乙')]);
    act(() => api().hide(['a']));
    expect(screen.queryByLabelText('甲')).toBeNull();
    await expect(api().getData()).resolves.toEqual({ b: '' });
    act(() => api().show(['a']));
    expect(screen.getByLabelText('甲')).toBeTruthy();
    await act(async () => {
      await expect(api().getData()).rejects.toEqual([{ field: 'a', message: '必填项' }]);
    });
    act(() => api().disable(['b']));
    expect(isDisabled(screen.getByLabelText('乙'))).toBe(true);
    act(() => api().enable(['b']));
    expect(isDisabled(screen.getByLabelText('乙'))).toBe(false);
  });

  it('setOptions changes any option of the named fields', () => {
    const { api } = setup([input('a', '甲')]);
    act(() => api().setOptions(['a'], 'placeholder', '新的提示'));
    expect(screen.getByPlaceholderText('新的提示')).toBeTruthy();
  });

  it('applies linkage live and skips linkage-hidden fields in getData', async () => {
    const { api } = setup([
      {
        type: 'radio',
        label: '类型',
        key: 'radio_t',
        model: 't',
        options: { defaultValue: '1', options: [{ value: '1', label: '事假' }, { value: '2', label: '病假' }] },
      },
      input('reason', '病因', { rules: REQ, options: { linkage: [{ action: 'show', when: { field: 't', op: 'eq', value: '2' } }] } }),
    ]);
    expect(screen.queryByLabelText('病因')).toBeNull();
    await expect(api().getData()).resolves.toEqual({ t: '1' });
    await userEvent.click(screen.getByLabelText('病假'));
    expect(screen.getByLabelText('病因')).toBeTruthy();
    await act(async () => {
      await expect(api().getData()).rejects.toEqual([{ field: 'reason', message: '必填项' }]);
    });
  });

  it('re-renders only the edited field when typing', async () => {
    const renders: Record<string, number> = {};
    registerControl({
      type: 'probe',
      label: 'probe',
      icon: null,
      section: 'custom',
      wrap: 'label',
      hasModel: true,
      create: () => ({ type: 'probe', label: 'p', key: 'probe', model: 'probe', options: {} }),
      props: [],
      render: ({ node }: ControlProps) => {
        renders[node.model as string] = (renders[node.model as string] ?? 0) + 1;
        return <span>{node.label}</span>;
      },
    });
    const probes = Array.from({ length: 30 }, (_x, i): FormNode => ({ type: 'probe', label: `p${i}`, key: `probe_${i}`, model: `p${i}`, options: {} }));
    setup([input('name', '姓名'), ...probes], { progressive: false });
    const before = { ...renders };
    await userEvent.type(screen.getByLabelText('姓名'), 'abc');
    expect(renders).toEqual(before);
    expect(valueOf(screen.getByLabelText('姓名'))).toBe('abc');
  });

  it('dynamic table: add, copy and delete rows; every row is validated', async () => {
    const { api } = setup([
      {
        type: 'batch',
        label: '明细',
        key: 'batch_items',
        model: 'items',
        options: {},
        list: [input('thing', '物品', { rules: [{ required: true, message: '物品必填' }] })],
      },
    ]);
    // the dynamic table's code loads on first use
    fireEvent.click(await screen.findByRole('button', { name: /增\s*加/ }, { timeout: 10000 }));
    const cells = () => screen.getAllByPlaceholderText('请输入');
    expect(cells()).toHaveLength(1);
    fireEvent.change(cells()[0], { target: { value: '安全帽' } });
    fireEvent.click(screen.getByRole('button', { name: '复制添加' }));
    expect(cells()).toHaveLength(2);
    expect(valueOf(cells()[1])).toBe('安全帽');
    fireEvent.click(screen.getAllByRole('button', { name: /增\s*加/ })[0]);
    let errors: FieldError[] = [];
    await act(async () => {
      await api().getData().catch((e: FieldError[]) => (errors = e));
    });
    expect(errors).toEqual([{ field: 'items.2.thing', message: '物品必填' }]);
    expect(screen.getByText('物品必填')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '删除该行' })[2]);
    const data = (await api().getData()) as { items: Record<string, unknown>[] };
    expect(data.items.map((r) => r.thing)).toEqual(['安全帽', '安全帽']);
    expect(data.items[0].key).not.toEqual(data.items[1].key);
  }, 30000);

  it('renders containers, sanitised html and unknown controls as a visible placeholder', async () => {
    const { container } = setup([
      {
        type: 'grid',
        label: 'g',
        key: 'grid_1',
        options: { gutter: 8 },
        columns: [{ span: 12, list: [input('left', '左')] }, { span: 12, list: [input('right', '右')] }],
      },
      { type: 'card', label: '卡片标题', key: 'card_1', options: {}, list: [input('inside', '卡内')] },
      { type: 'table', label: 't', key: 'table_1', options: { bordered: true }, trs: [{ tds: [{ colspan: 2, rowspan: 1, list: [input('cell', '格内')] }] }] },
      { type: 'html', label: 'HTML', key: 'html_1', options: { defaultValue: '<b>粗体</b><img src=x onerror="alert(1)">' } },
      { type: 'dateRange', label: '自定义', key: 'dateRange_1', model: 'dr', options: {} },
    ]);
    // a card's code loads on first use
    expect(await screen.findByText('卡片标题', undefined, { timeout: 10000 })).toBeTruthy();
    for (const label of ['左', '右', '卡内', '格内']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(container.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(screen.getByText('粗体').tagName).toBe('B');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('未知控件：dateRange')).toBeTruthy();
  });

  it('a submit button validates and calls onSubmit with the values', async () => {
    const onSubmit = vi.fn();
    setup([input('name', '姓名', { options: { defaultValue: 'x' } }), { type: 'button', label: '提交', key: 'button_1', options: { type: 'primary', handle: 'submit' } }], {
      onSubmit,
    });
    await userEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'x' }));
  });

  it('onChange reports value and model', async () => {
    const onChange = vi.fn();
    setup([input('name', '姓名')], { onChange });
    await userEvent.type(screen.getByLabelText('姓名'), 'a');
    expect(onChange).toHaveBeenLastCalledWith('a', 'name');
  });

  it('setErrors shows messages under their fields (batch cells too) and clears them', async () => {
    const { api } = setup([
      input('name', '姓名'),
      { type: 'batch', label: '明细', key: 'batch_items', model: 'items', options: { minLimit: 1 }, list: [input('thing', '物品')] },
    ]);
    await screen.findByRole('button', { name: /增\s*加/ }, { timeout: 10000 });
    act(() => api().setErrors([
      { field: 'name', message: '姓名已存在' },
      { field: 'items.0.thing', message: '物品不在清单中' },
    ]));
    expect(screen.getByText('姓名已存在')).toBeTruthy();
    expect(screen.getByText('物品不在清单中')).toBeTruthy();
    act(() => api().setErrors([]));
    expect(screen.queryByText('姓名已存在')).toBeNull();
    expect(screen.queryByText('物品不在清单中')).toBeNull();
  }, 30000);

  it('a dynamic table starts with minLimit rows and hides delete at the minimum', async () => {
    const { api } = setup([
      { type: 'batch', label: '明细', key: 'batch_items', model: 'items', options: { minLimit: 2 }, list: [input('thing', '物品', { options: { defaultValue: '手套' } })] },
    ]);
    const add = await screen.findByRole('button', { name: /增\s*加/ }, { timeout: 10000 });
    expect(screen.getAllByPlaceholderText('请输入')).toHaveLength(2);
    expect(screen.queryAllByRole('button', { name: '删除该行' })).toHaveLength(0);
    fireEvent.click(add);
    expect(screen.getAllByRole('button', { name: '删除该行' })).toHaveLength(3);
    fireEvent.click(screen.getAllByRole('button', { name: '删除该行' })[0]);
    expect(screen.queryAllByRole('button', { name: '删除该行' })).toHaveLength(0);
    const data = (await api().getData()) as { items: Record<string, unknown>[] };
    expect(data.items.map((r) => r.thing)).toEqual(['手套', '手套']);
  }, 30000);

  it('a failed getData switches tabs to the pane holding the first error', async () => {
    const { api } = setup([
      {
        type: 'tabs',
        label: '标签页',
        key: 'tabs_1',
        options: {},
        columns: [
          { value: '1', label: '基本', list: [input('a', '甲')] },
          { value: '2', label: '补充', list: [input('b', '乙', { rules: REQ })] },
        ],
      },
    ]);
    const first = await screen.findByRole('tab', { name: '基本' }, { timeout: 10000 });
    expect(first.getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      await api().getData().catch(() => undefined);
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: '补充' }).getAttribute('aria-selected')).toBe('true'));
  }, 30000);

  it('selectInputList validates the inputs of checked columns and shows their errors', async () => {
    const { api } = setup([
      {
        type: 'selectInputList',
        label: '处理方式',
        key: 'sil_1',
        model: 'way',
        options: { multiple: true },
        columns: [
          { value: 'fix', label: '整改', list: [input('who', '整改人', { rules: [{ required: true, message: '请填写整改人' }], options: { placeholder: '整改人' } })] },
          { value: 'stop', label: '停工', list: [input('why', '原因', { rules: [{ required: true, message: '请填写原因' }], options: { placeholder: '原因' } })] },
        ],
      },
    ]);
    await expect(api().getData()).resolves.toEqual({ way: [] });
    await userEvent.click(screen.getByText('整改'));
    let errors: FieldError[] = [];
    await act(async () => {
      await api().getData().catch((e: FieldError[]) => (errors = e));
    });
    expect(errors).toEqual([{ field: 'way.0.who', message: '请填写整改人' }]);
    expect(screen.getByText('请填写整改人')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('整改人'), '张工');
    expect(screen.queryByText('请填写整改人')).toBeNull();
    const data = (await api().getData()) as { way: Record<string, unknown>[] };
    expect(data.way[0]).toMatchObject({ value: 'fix', checked: true, who: '张工' });
  }, 30000);

  it('the disabled prop disables every input', () => {
    setup([input('a', '甲'), input('b', '乙')], { disabled: true });
    expect(isDisabled(screen.getByLabelText('甲'))).toBe(true);
    expect(isDisabled(screen.getByLabelText('乙'))).toBe(true);
  });
});
