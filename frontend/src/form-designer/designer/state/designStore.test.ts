import { beforeEach, describe, expect, it } from 'vitest';
import { walkNodes } from '../../schema/tree';
import type { FormDesign, FormNode } from '../../schema/types';
import { createDesignStore, selectCanRedo, selectCanUndo, type DesignStore } from './designStore';
import { ROOT, locate } from './treeOps';

let seq = 0;
const input = (key = `input_${++seq}`): FormNode => ({
  type: 'input',
  label: '输入框',
  key,
  model: key,
  options: { placeholder: '请输入' },
  rules: [{ required: false, message: '必填项' }],
});
const card = (key: string, list: FormNode[] = []): FormNode => ({ type: 'card', label: '卡片', key, options: {}, list });
const grid = (key: string, a: FormNode[] = [], b: FormNode[] = []): FormNode => ({
  type: 'grid',
  label: '栅格',
  key,
  options: { gutter: 0 },
  columns: [
    { span: 12, list: a },
    { span: 12, list: b },
  ],
});
const batch = (key: string, list: FormNode[] = []): FormNode => ({ type: 'batch', label: '动态表格', key, model: key, options: {}, list });
const table = (key: string): FormNode => ({
  type: 'table',
  label: '表格',
  key,
  options: {},
  trs: [0, 1].map(() => ({ tds: [0, 1].map(() => ({ colspan: 1, rowspan: 1, list: [] as FormNode[] })) })),
});
const design = (list: FormNode[]): FormDesign => ({
  list,
  config: { layout: 'horizontal', labelCol: { span: 4 }, wrapperCol: { span: 18 }, hideRequiredMark: false, customStyle: '' },
});

const INLINE = ['input', 'select', 'number'];
let t = 0;
let store: DesignStore;
const s = () => store.getState();
const keys = (list = s().history.present.list) => list.map((n) => n.key);
const later = (ms = 200) => (t += ms);

function make(list: FormNode[] = []) {
  store = createDesignStore({
    initial: design(list),
    now: () => t,
    canContain: (owner, type) => owner.type !== 'batch' || INLINE.includes(type),
  });
}

beforeEach(() => {
  t = 10_000;
  make();
});

describe('designStore: adding', () => {
  it('appends at the root when nothing is selected and selects the new control', () => {
    s().add(input('a'));
    s().add(input('b'));
    expect(keys()).toEqual(['a', 'b']);
    expect(s().selectedKey).toBe('b');
  });

  it('inserts right after the selected control, inside its container', () => {
    make([input('a'), card('c', [input('x'), input('y')]), input('b')]);
    s().select('x');
    s().add(input('new'));
    expect(keys()).toEqual(['a', 'c', 'b']);
    expect(keys(s().history.present.list[1].list)).toEqual(['x', 'new', 'y']);
    expect(s().selectedKey).toBe('new');
  });

  it('climbs out of a batch for a control the batch does not accept', () => {
    make([batch('b', [input('x')]), input('z')]);
    s().select('x');
    s().add(grid('g'));
    expect(keys()).toEqual(['b', 'g', 'z']);
    expect(keys(s().history.present.list[0].list)).toEqual(['x']);
  });

  it('drops into every kind of container slot', () => {
    make([grid('g'), card('c'), table('t'), batch('b'), { type: 'tabs', label: '', key: 'tabs', options: {}, columns: [{ value: '1', label: '选项1', list: [] }] }]);
    expect(s().drop(input('i1'), { owner: 'g', slot: 'columns.1' }, 0)).toBe(true);
    expect(s().drop(input('i2'), { owner: 'c', slot: 'list' }, 0)).toBe(true);
    expect(s().drop(input('i3'), { owner: 't', slot: 'trs.1.tds.0' }, 0)).toBe(true);
    expect(s().drop(input('i4'), { owner: 'b', slot: 'list' }, 0)).toBe(true);
    expect(s().drop(input('i5'), { owner: 'tabs', slot: 'columns.0' }, 0)).toBe(true);
    expect(s().drop(input('i6'), ROOT, 1)).toBe(true);
    const list = s().history.present.list;
    expect(keys()).toEqual(['g', 'i6', 'c', 't', 'b', 'tabs']);
    expect(keys(list[0].columns![1].list)).toEqual(['i1']);
    expect(keys(list[2].list)).toEqual(['i2']);
    expect(keys(list[3].trs![1].tds[0].list)).toEqual(['i3']);
    expect(keys(list[4].list)).toEqual(['i4']);
    expect(keys(list[5].columns![0].list)).toEqual(['i5']);
    expect(s().selectedKey).toBe('i6');
  });

  it('refuses a drop the container does not accept, or into a missing slot', () => {
    make([batch('b')]);
    expect(s().drop(card('c'), { owner: 'b', slot: 'list' }, 0)).toBe(false);
    expect(s().drop(input(), { owner: 'b', slot: 'columns.3' }, 0)).toBe(false);
    expect(s().drop(input(), { owner: 'nope', slot: 'list' }, 0)).toBe(false);
    expect(selectCanUndo(s())).toBe(false);
  });

  it('keeps the identity of untouched nodes (structural sharing)', () => {
    const list = Array.from({ length: 500 }, (_x, i) => input(`n${i}`));
    make(list);
    s().select('n250');
    s().add(input('new'));
    const next = s().history.present.list;
    expect(next).toHaveLength(501);
    expect(next[250]).toBe(list[250]);
    expect(next[251].key).toBe('new');
    expect(next[499 + 1]).toBe(list[499]);
  });
});

describe('designStore: moving', () => {
  it('reorders within a list', () => {
    make([input('a'), input('b'), input('c')]);
    expect(s().move('a', ROOT, 3)).toBe(true);
    expect(keys()).toEqual(['b', 'c', 'a']);
    expect(s().move('a', ROOT, 0)).toBe(true);
    expect(keys()).toEqual(['a', 'b', 'c']);
    expect(s().move('c', ROOT, 1)).toBe(true);
    expect(keys()).toEqual(['a', 'c', 'b']);
  });

  it('moves between containers', () => {
    make([input('a'), card('c', [input('x')]), grid('g')]);
    expect(s().move('a', { owner: 'c', slot: 'list' }, 1)).toBe(true);
    expect(s().move('x', { owner: 'g', slot: 'columns.0' }, 0)).toBe(true);
    const list = s().history.present.list;
    expect(keys()).toEqual(['c', 'g']);
    expect(keys(list[0].list)).toEqual(['a']);
    expect(keys(list[1].columns![0].list)).toEqual(['x']);
    expect(s().selectedKey).toBe('x');
  });

  it('never moves a container into itself or its descendants', () => {
    make([card('outer', [grid('inner')])]);
    expect(s().move('outer', { owner: 'outer', slot: 'list' }, 0)).toBe(false);
    expect(s().move('outer', { owner: 'inner', slot: 'columns.0' }, 0)).toBe(false);
    expect(keys()).toEqual(['outer']);
    expect(selectCanUndo(s())).toBe(false);
  });

  it('refuses to move a control into a container that does not accept it', () => {
    make([card('c'), batch('b')]);
    expect(s().move('c', { owner: 'b', slot: 'list' }, 0)).toBe(false);
  });
});

describe('designStore: selection and deletion', () => {
  it('ignores selection changes within 100 ms of the previous one', () => {
    make([input('a'), input('b'), input('c')]);
    expect(s().select('a')).toBe(true);
    t += 50;
    expect(s().select('b')).toBe(false);
    expect(s().selectedKey).toBe('a');
    t += 99;
    expect(s().select('b')).toBe(true);
    t += 100;
    expect(s().select('c')).toBe(true);
    expect(s().selectedKey).toBe('c');
    t += 100;
    expect(s().select('')).toBe(true);
    expect(s().selectedKey).toBe('');
  });

  it('after delete selects the next control, else the previous, else none', () => {
    make([input('a'), input('b'), input('c')]);
    s().select('b');
    s().remove();
    expect(keys()).toEqual(['a', 'c']);
    expect(s().selectedKey).toBe('c');
    s().remove();
    expect(s().selectedKey).toBe('a');
    s().remove();
    expect(s().selectedKey).toBe('');
    expect(keys()).toEqual([]);
  });

  it('selects siblings in the same container when deleting inside one', () => {
    make([card('c', [input('x'), input('y')]), input('after')]);
    s().select('y');
    s().remove();
    expect(s().selectedKey).toBe('x');
    s().remove();
    expect(s().selectedKey).toBe('');
    expect(s().history.present.list[0].list).toEqual([]);
  });

  it('deleting a container that holds the selection moves the selection on', () => {
    make([card('c', [input('x')]), input('after')]);
    s().select('x');
    s().remove('c');
    expect(s().selectedKey).toBe('after');
  });
});

describe('designStore: copy and paste', () => {
  const allNodes = (list: FormNode[]) => {
    const out: FormNode[] = [];
    walkNodes(list, (n) => void out.push(n));
    return out;
  };

  it('duplicates a control with its children, fresh keys and models everywhere', () => {
    const tbl = table('t');
    tbl.trs![0].tds[1].list = [input('cellInput'), batch('innerBatch', [input('col')])];
    make([card('c', [grid('g', [input('left')], [tbl])]), input('z')]);
    s().select('c');
    later();
    s().duplicate();
    const list = s().history.present.list;
    expect(list).toHaveLength(3);
    const [orig, copy] = [list[0], list[1]];
    expect(s().selectedKey).toBe(copy.key);
    const origNodes = allNodes([orig]);
    const copyNodes = allNodes([copy]);
    expect(copyNodes.map((n) => n.type)).toEqual(origNodes.map((n) => n.type));
    expect(copyNodes).toHaveLength(7);
    const origKeys = new Set(origNodes.map((n) => n.key));
    for (const n of copyNodes) {
      expect(origKeys.has(n.key)).toBe(false);
      expect(n.key.startsWith(`${n.type}_`)).toBe(true);
      if (n.type === 'input' || n.type === 'batch') expect(n.model).toBe(n.key);
      else expect(n.model).toBeUndefined();
    }
    // deep copy: editing the copy's options leaves the original alone
    const i = origNodes.findIndex((n) => n.key === 'left');
    (copyNodes[i].options as Record<string, unknown>).placeholder = 'changed';
    expect(origNodes[i].options.placeholder).toBe('请输入');
  });

  it('copies to the clipboard and pastes fresh copies after the selection', () => {
    make([input('a'), card('c', [input('x')])]);
    s().select('a');
    expect(s().copyToClipboard()).toBe(true);
    later();
    s().select('x');
    expect(s().paste()).toBe(true);
    const inner = s().history.present.list[1].list!;
    expect(inner).toHaveLength(2);
    expect(inner[1].key).not.toBe('a');
    expect(inner[1].type).toBe('input');
    expect(s().selectedKey).toBe(inner[1].key);
    s().paste();
    expect(s().history.present.list[1].list).toHaveLength(3);
  });

  it('paste without a clipboard does nothing', () => {
    expect(s().paste()).toBe(false);
  });
});

describe('designStore: properties, config, import, reset', () => {
  it('updates a property by path without touching other nodes', () => {
    make([input('a'), card('c', [input('x')])]);
    const before = s().history.present.list;
    s().updateNode('x', 'options.placeholder', '姓名');
    s().updateNode('x', 'rules.0.required', true);
    const after = s().history.present.list;
    expect(after[0]).toBe(before[0]);
    expect(after[1].list![0].options.placeholder).toBe('姓名');
    expect(after[1].list![0].rules![0]).toEqual({ required: true, message: '必填项' });
    expect(before[1].list![0].options.placeholder).toBe('请输入');
  });

  it('never changes key or type through a property edit', () => {
    make([input('a')]);
    s().updateNode('a', 'key', 'b');
    s().updateNode('a', 'type', 'select');
    expect(s().history.present.list[0]).toMatchObject({ key: 'a', type: 'input' });
  });

  it('updates the form config', () => {
    s().updateConfig((c) => ({ ...c, layout: 'vertical' }));
    expect(s().history.present.config.layout).toBe('vertical');
  });

  it('import replaces the design and selects nothing', () => {
    make([input('a')]);
    s().select('a');
    s().importDesign(design([input('b')]));
    expect(keys()).toEqual(['b']);
    expect(s().selectedKey).toBe('');
  });

  it('reset empties the canvas, keeps the config and selects nothing', () => {
    make([input('a')]);
    s().updateConfig((c) => ({ ...c, layout: 'inline' }));
    s().select('a');
    s().reset();
    expect(keys()).toEqual([]);
    expect(s().history.present.config.layout).toBe('inline');
    expect(s().selectedKey).toBe('');
  });

  it('load starts a new document without history', () => {
    s().add(input('a'));
    s().load(design([input('z')]));
    expect(keys()).toEqual(['z']);
    expect(selectCanUndo(s())).toBe(false);
  });

  it('table operations report the error and change nothing on failure', () => {
    make([table('t')]);
    expect(s().tableOp('t', 'mergeRight', 0, 1)).toEqual({ ok: false, error: '当前是最后一列，无法向右合并' });
    expect(selectCanUndo(s())).toBe(false);
    expect(s().tableOp('t', 'mergeRight', 0, 0).ok).toBe(true);
    expect(s().history.present.list[0].trs![0].tds[0].colspan).toBe(2);
  });
});

describe('designStore: undo / redo of every kind of change', () => {
  const cases: [string, () => void][] = [
    ['add', () => s().add(input('n'))],
    ['drop', () => s().drop(input('n'), { owner: 'c', slot: 'list' }, 0)],
    ['move', () => s().move('a', { owner: 'c', slot: 'list' }, 0)],
    ['remove', () => s().remove('a')],
    ['duplicate', () => s().duplicate('c')],
    ['paste', () => (s().copyToClipboard('a'), s().paste())],
    ['property', () => s().updateNode('a', 'label', '姓名')],
    ['config', () => s().updateConfig((c) => ({ ...c, hideRequiredMark: true }))],
    ['table', () => s().tableOp('t', 'addRow', 0, 0)],
    ['import', () => s().importDesign(design([]))],
    ['reset', () => s().reset()],
  ];

  it.each(cases)('%s', (_name, change) => {
    make([input('a'), card('c'), table('t')]);
    const before = s().history.present;
    change();
    const after = s().history.present;
    expect(after).not.toBe(before);
    expect(selectCanUndo(s())).toBe(true);
    s().undo();
    expect(s().history.present).toBe(before);
    expect(selectCanRedo(s())).toBe(true);
    s().redo();
    expect(s().history.present).toBe(after);
  });

  it('keeps the selection across undo only when the control still exists', () => {
    make([input('a')]);
    s().add(input('b'));
    expect(s().selectedKey).toBe('b');
    s().undo();
    expect(s().selectedKey).toBe('');
    s().redo();
    t += 200;
    s().select('a');
    s().updateNode('a', 'label', 'x');
    s().undo();
    expect(s().selectedKey).toBe('a');
  });

  it('typing into one property is a single undo step', () => {
    make([input('a')]);
    for (const text of ['姓', '姓名', '姓名：']) {
      t += 100;
      s().updateNode('a', 'label', text);
    }
    expect(s().history.past).toHaveLength(1);
    s().undo();
    expect(locate(s().history.present.list, 'a')?.node.label).toBe('输入框');
  });
});
