import { describe, expect, it } from 'vitest';
import type { FlwTaskDetail } from '@/api/modules/workflow';
import { ACTION_INPUT, actionPath, inputComplete, taskButtons } from './buttons';

const detail = (over: Partial<Omit<FlwTaskDetail, 'task'>> & { task?: Partial<FlwTaskDetail['task']> } = {}) =>
  ({
    buttons: ['submit', 'back', 'turn', 'entrust', 'jump', 'end', 'addSign', 'deleteSign', 'userSelect', 'cc'],
    backTargets: [{ id: 'a', name: 'A' }],
    jumpTargets: [{ id: 'b', name: 'B' }],
    signers: [{ taskId: '1', userName: '张三', status: 'todo' }, { taskId: 't', userName: '我', status: 'todo' }],
    ...over,
    task: { id: 't', status: 'todo', delegation: null, ...over.task },
  }) as FlwTaskDetail;

describe('task buttons', () => {
  it('keeps the fixed order of every configured action', () => {
    expect(taskButtons(detail({ buttons: ['cc', 'back', 'submit', 'addSign'] }))).toEqual(['submit', 'back', 'addSign', 'cc']);
  });

  it('减签 needs another open signer; the caller and finished signers do not count', () => {
    expect(taskButtons(detail({ signers: [{ taskId: 't', userId: '1', userName: '我', status: 'todo', kind: 'multi' }, { taskId: '2', userId: '2', userName: '李四', status: 'done', kind: 'multi' }] }))).not.toContain('deleteSign');
  });

  it('while an add-sign is outstanding the task cannot be completed', () => {
    const out = taskButtons(detail({ waitingForSign: true }));
    expect(out).not.toContain('submit');
    expect(out).not.toContain('userSelect');
    expect(out).toContain('cc');
  });

  it('always offers 提交, even when the node lists only other buttons', () => {
    expect(taskButtons(detail({ buttons: ['turn'] }))).toEqual(['submit', 'turn']);
  });

  it('drops actions with nothing to pick: no visited node, no jump target, no pending signer', () => {
    const out = taskButtons(detail({ backTargets: [], jumpTargets: [], signers: [] }));
    expect(out).not.toContain('back');
    expect(out).not.toContain('jump');
    expect(out).not.toContain('deleteSign');
    expect(out).toContain('addSign');
  });

  it('a delegate only hands the task back; a finished task has no buttons', () => {
    expect(taskButtons(detail({ task: { delegation: 'pending' } }))).toEqual(['resolve']);
    expect(taskButtons(detail({ task: { status: 'done' } }))).toEqual([]);
  });

  it('each action asks for what it needs before it is sent', () => {
    expect(ACTION_INPUT.back).toBe('node');
    expect(inputComplete('node', {})).toBe(false);
    expect(inputComplete('node', { targetNodeId: 'a' })).toBe(true);
    expect(inputComplete('user', { userId: '5' })).toBe(true);
    expect(inputComplete('addSign', { userIds: [] })).toBe(false);
    expect(inputComplete('signers', { taskIds: ['1'] })).toBe(true);
    expect(inputComplete('none', {})).toBe(true);
    expect(inputComplete('nextAssignees', { picked: { mgr: [] } })).toBe(false);
    expect(inputComplete('nextAssignees', { picked: { mgr: ['7'] } })).toBe(true);
    expect(actionPath('userSelect')).toBe('submit');
    expect(actionPath('addSign')).toBe('addSign');
  });
});
