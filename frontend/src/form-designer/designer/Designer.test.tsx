import { createRef } from 'react';
import { Modal } from 'antd';
import { registerControl } from '../registry';
import type { ControlProps } from '../registry/types';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormDesign } from '../schema/types';
import { FormDesigner, type FormDesignerRef } from './Designer';
import { PALETTE_OPEN_KEY } from './palette/Palette';

/** antd in jsdom is slow, more so on a busy machine: generous waits for the panel, which follows after a paint. */
const SLOW = { timeout: 5000 };
const canvas = () => screen.getByTestId('fd-canvas');
const nodes = () => Array.from(canvas().querySelectorAll<HTMLElement>('.fd-node'));
/** A button by its text (getByRole computes accessible names for the whole antd DOM: far too slow in jsdom). */
const button = (text: string, root: HTMLElement = document.body) => {
  const found = Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent?.replace(/\s/g, '') === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const paletteItem = (type: string) => document.querySelector<HTMLElement>(`.fd-palette-item[data-type="${type}"]`)!;

/** The selection guard ignores changes within 100 ms; tests move the clock forward instead of sleeping. */
let offset = 0;
const realNow = Date.now;
beforeEach(() => {
  localStorage.clear();
  offset = 0;
  Date.now = () => realNow() + offset;
});
afterEach(() => {
  Date.now = realNow;
});
const tick = () => (offset += 500);

const design: FormDesign = {
  list: [
    { type: 'input', label: '姓名', key: 'input_1', model: 'name', options: { placeholder: '请输入' }, rules: [{ required: true, message: '必填项' }] },
    {
      type: 'grid',
      label: '栅格布局',
      key: 'grid_1',
      options: { gutter: 0 },
      columns: [
        { span: 12, list: [{ type: 'input', label: '左', key: 'input_2', model: 'left', options: {} }] },
        { span: 12, list: [] },
      ],
    },
  ],
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 20 }, hideRequiredMark: false, customStyle: '' },
};

// antd in jsdom is slow to mount (CSS-in-JS); these tests interact with the whole designer
describe('FormDesigner', { timeout: 30_000 }, () => {
  it('shows the palette sections, an empty canvas and 未选择控件', () => {
    render(<FormDesigner />);
    expect(screen.getByText('基础控件')).toBeTruthy();
    expect(screen.getByText('布局控件')).toBeTruthy();
    expect(screen.queryByText('自定义组件')).toBeNull();
    expect(screen.getByText('从左侧选择控件添加')).toBeTruthy();
    expect(screen.getByText('未选择控件')).toBeTruthy();
    for (const text of ['保存', '预览', '导入', '生成JSON', '生成代码', '清空', '关闭', '撤销', '重做']) expect(button(text)).toBeTruthy();
  });

  it('adds controls by clicking palette items: appended, then inserted after the selection', async () => {
    const ref = createRef<FormDesignerRef>();
    render(<FormDesigner ref={ref} />);
    fireEvent.click(paletteItem('input'));
    tick();
    fireEvent.click(paletteItem('select'));
    expect(nodes().map((n) => n.dataset.type)).toEqual(['input', 'select']);
    expect(canvas().querySelector('.fd-node-selected')?.getAttribute('data-type')).toBe('select');

    tick();
    fireEvent.click(nodes()[0]);
    expect(nodes()[0].classList.contains('fd-node-selected')).toBe(true);
    tick();
    fireEvent.click(paletteItem('number'));
    expect(nodes().map((n) => n.dataset.type)).toEqual(['input', 'number', 'select']);
    expect(ref.current!.getValue().list.map((n) => n.type)).toEqual(['input', 'number', 'select']);
    // the property panel follows (after the canvas has painted)
    await waitFor(() => expect(document.querySelector('.fd-panel-type-name')?.textContent).toBe('数字输入框'), SLOW);
  });

  it('adds into a container when a control inside it is selected, and copy/delete work from the node toolbar', () => {
    const ref = createRef<FormDesignerRef>();
    render(<FormDesigner ref={ref} value={design} />);
    fireEvent.click(canvas().querySelector<HTMLElement>('[data-key="input_2"]')!);
    tick();
    fireEvent.click(paletteItem('textarea'));
    const grid = ref.current!.getValue().list[1];
    expect(grid.columns![0].list.map((n) => n.type)).toEqual(['input', 'textarea']);

    tick();
    fireEvent.click(canvas().querySelector<HTMLElement>('[data-key="grid_1"]')!);
    fireEvent.click(canvas().querySelector<HTMLElement>('button[aria-label="复制"]')!);
    const list = ref.current!.getValue().list;
    expect(list.map((n) => n.type)).toEqual(['input', 'grid', 'grid']);
    expect(list[2].columns![0].list).toHaveLength(2);
    expect(list[2].columns![0].list[0].key).not.toBe('input_2');

    fireEvent.click(canvas().querySelector<HTMLElement>('button[aria-label="删除"]')!);
    expect(ref.current!.getValue().list.map((n) => n.key)).toEqual(['input_1', 'grid_1']);
    // the previous sibling is selected after deleting the last control
    expect(canvas().querySelector('.fd-node-selected')?.getAttribute('data-key')).toBe('grid_1');
  });

  it('a bad import leaves the canvas unchanged; a good one replaces it', async () => {
    render(<FormDesigner value={design} />);
    const before = nodes().map((n) => n.dataset.key);
    fireEvent.click(button('导入'));
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const area = within(dialog).getByLabelText('JSON数据') as HTMLTextAreaElement;
    expect(area.value).toContain('input_1577777106711');
    fireEvent.change(area, { target: { value: '{"list": [' } });
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText('导入失败，数据格式不对')).toBeTruthy();
    expect(nodes().map((n) => n.dataset.key)).toEqual(before);

    fireEvent.change(area, { target: { value: JSON.stringify({ list: [{ type: 'rate', label: '评分', key: 'rate_9', model: 'rate_9', options: {} }] }) } });
    fireEvent.click(button('确定', dialog));
    expect(await screen.findByText('导入成功')).toBeTruthy();
    expect(nodes().map((n) => n.dataset.key)).toEqual(['rate_9']);
  });

  it('the import dialog keeps text pasted while it opens, and shows the sample again when reopened', async () => {
    render(<FormDesigner value={design} />);
    fireEvent.click(button('导入'));
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal')!);
    const area = within(dialog).getByLabelText('JSON数据') as HTMLTextAreaElement;
    fireEvent.change(area, { target: { value: '{"list": []}' } });
    // longer than the opening animation (~300 ms), which used to reset the text when it ended
    await new Promise((r) => setTimeout(r, 500));
    expect(area.value).toBe('{"list": []}');
    fireEvent.click(button('关闭', dialog));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap')?.getAttribute('style') ?? '').toContain('display: none'), SLOW);
    fireEvent.click(button('导入'));
    await waitFor(() => expect((within(document.querySelector<HTMLElement>('.ant-modal')!).getByLabelText('JSON数据') as HTMLTextAreaElement).value).toContain('input_1577777106711'), SLOW);
  });

  it('预览 renders with the upload settings the host gives the designer', async () => {
    registerControl({
      type: 'envProbe',
      label: 'envProbe',
      icon: null,
      section: 'custom',
      wrap: 'label',
      hasModel: true,
      create: () => ({ type: 'envProbe', label: '探针', key: 'envProbe_1', model: 'probe', options: {} }),
      props: [],
      render: ({ env }: ControlProps) => <span data-testid="env-probe">{`${env.uploadAction}|${env.uploadHeaders?.().Authorization}`}</span>,
    });
    const probe: FormDesign = { list: [{ type: 'envProbe', label: '探针', key: 'envProbe_1', model: 'probe', options: {} }], config: design.config };
    render(<FormDesigner value={probe} preview={{ uploadAction: '/api/sysFileInfo/upload', uploadHeaders: () => ({ Authorization: 'Bearer t' }) }} />);
    fireEvent.click(button('预览'));
    const shown = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal [data-testid=env-probe]')!, SLOW);
    expect(shown.textContent).toBe('/api/sysFileInfo/upload|Bearer t');
  });

  it('keyboard shortcuts work when the designer itself sits in a dialog', () => {
    render(
      <Modal open footer={null} width={1200}>
        <FormDesigner />
      </Modal>,
    );
    fireEvent.click(paletteItem('input'));
    expect(nodes()).toHaveLength(1);
    fireEvent.keyDown(canvas(), { key: 'z', ctrlKey: true });
    expect(nodes()).toHaveLength(0);
  });

  it('undo and redo through the keyboard', () => {
    const ref = createRef<FormDesignerRef>();
    render(<FormDesigner ref={ref} />);
    fireEvent.click(paletteItem('input'));
    expect(nodes()).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(nodes()).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(nodes()).toHaveLength(1);
    tick();
    fireEvent.click(nodes()[0]);
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(nodes()).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    expect(nodes()).toHaveLength(0);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(nodes()).toHaveLength(1);
  });

  it('clear asks first and then empties the canvas', async () => {
    render(<FormDesigner value={design} />);
    fireEvent.click(button('清空'));
    expect(await screen.findByText('是否确认清空内容?')).toBeTruthy();
    fireEvent.click(button('是'));
    expect(await screen.findByText('已清空')).toBeTruthy();
    expect(nodes()).toHaveLength(0);
  });

  it('remembers the open palette sections', () => {
    const { unmount } = render(<FormDesigner />);
    fireEvent.click(screen.getByText('布局控件'));
    const stored = JSON.parse(localStorage.getItem(PALETTE_OPEN_KEY)!) as string[];
    expect(stored).toContain('basic');
    expect(stored).not.toContain('layout');
    unmount();
    render(<FormDesigner />);
    expect(paletteItem('input')).toBeTruthy();
    expect(document.querySelector('.fd-palette-item[data-type="grid"]')).toBeNull();
  });

  it('edits a property of the selected control from the panel', async () => {
    const ref = createRef<FormDesignerRef>();
    render(<FormDesigner ref={ref} value={design} />);
    fireEvent.click(canvas().querySelector<HTMLElement>('[data-key="input_1"]')!);
    const panel = document.querySelector<HTMLElement>('.fd-right')!;
    const label = await within(panel).findByDisplayValue('姓名', undefined, SLOW);
    fireEvent.change(label, { target: { value: '联系人' } });
    expect(ref.current!.getValue().list[0].label).toBe('联系人');
    await waitFor(() => expect(within(canvas()).getByText('联系人')).toBeTruthy(), SLOW);
  });

  it('flags a duplicate data field', async () => {
    render(<FormDesigner value={design} />);
    fireEvent.click(canvas().querySelector<HTMLElement>('[data-key="input_2"]')!);
    const panel = document.querySelector<HTMLElement>('.fd-right')!;
    fireEvent.change(await within(panel).findByDisplayValue('left', undefined, SLOW), { target: { value: 'name' } });
    expect(await within(panel).findByText('数据字段重复，获取数据时会互相覆盖', undefined, SLOW)).toBeTruthy();
  });
});
