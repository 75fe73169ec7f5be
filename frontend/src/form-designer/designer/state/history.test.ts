import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, createHistory, redo, undo } from './history';

describe('history', () => {
  it('undoes and redoes commits in order', () => {
    let h = createHistory('a');
    h = commit(h, 'b', { now: 0 });
    h = commit(h, 'c', { now: 5000 });
    expect(canUndo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('a new commit clears the redo stack', () => {
    let h = commit(createHistory(1), 2, { now: 0 });
    h = undo(h);
    h = commit(h, 3, { now: 10 });
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([1]);
  });

  it('ignores a commit of the same value', () => {
    const h = createHistory({ x: 1 });
    expect(commit(h, h.present)).toBe(h);
  });

  it('merges commits with the same tag inside the window into one step', () => {
    let h = createHistory('');
    h = commit(h, 'a', { tag: 'label', now: 0 });
    h = commit(h, 'ab', { tag: 'label', now: 300 });
    h = commit(h, 'abc', { tag: 'label', now: 600 });
    expect(h.past).toEqual(['']);
    h = commit(h, 'abcd', { tag: 'label', now: 5000 });
    expect(h.past).toEqual(['', 'abc']);
    h = commit(h, 'x', { tag: 'other', now: 5100 });
    expect(h.past).toEqual(['', 'abc', 'abcd']);
    // an undo breaks the merge chain
    h = undo(h);
    h = commit(h, 'abcde', { tag: 'label', now: 5200 });
    expect(h.past).toEqual(['', 'abc', 'abcd']);
  });

  it('is bounded', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 150; i++) h = commit(h, i, { now: i * 10000, limit: 100 });
    expect(h.past).toHaveLength(100);
    expect(h.past[0]).toBe(50);
    expect(h.present).toBe(150);
  });
});
