/**
 * Which action buttons a task form shows, in a fixed order, from the node's configured buttons and the
 * task's state; and what each action asks for before it is sent.
 */
import type { FlwTaskDetail, TaskAction } from '@/api/modules/workflow';
import { BUTTON_CODES, type ButtonCode } from '../bpmn/nodeConfig';

export type TaskButton = ButtonCode | 'resolve';

type ButtonInputs = Pick<FlwTaskDetail, 'task' | 'buttons' | 'backTargets' | 'jumpTargets' | 'signers' | 'waitingForSign'>;

/** The other signers of the node that are still open (减签 removes among them). */
export const pendingSigners = (d: Pick<FlwTaskDetail, 'task' | 'signers'>) =>
  (d.signers ?? []).filter((s) => s.status === 'todo' && s.taskId !== d.task.id);

export function taskButtons(detail: ButtonInputs): TaskButton[] {
  if (detail.task.status !== 'todo') return [];
  // a delegate works the task and hands it back; the owner then decides
  if (detail.task.delegation === 'pending') return ['resolve'];
  const configured = new Set(detail.buttons);
  configured.add('submit');
  return BUTTON_CODES.filter((b) => {
    if (!configured.has(b)) return false;
    // an outstanding add-sign holds the task: nothing completes it until the added signer acted
    if ((b === 'submit' || b === 'userSelect') && detail.waitingForSign) return false;
    if (b === 'back') return detail.backTargets.length > 0;
    if (b === 'jump') return detail.jumpTargets.length > 0;
    if (b === 'deleteSign') return pendingSigners(detail).length > 0;
    return true;
  });
}

/** What an action's dialog asks for. */
export type ActionInput = 'none' | 'node' | 'user' | 'users' | 'signers' | 'addSign' | 'nextAssignees';

export const ACTION_INPUT: Record<TaskButton, ActionInput> = {
  submit: 'none',
  back: 'node',
  turn: 'user',
  entrust: 'user',
  jump: 'node',
  end: 'none',
  addSign: 'addSign',
  deleteSign: 'signers',
  userSelect: 'nextAssignees',
  cc: 'users',
  resolve: 'none',
};

/** The endpoint an action posts to (选人 completes the task with the chosen next assignees). */
export const actionPath = (b: TaskButton): TaskAction => (b === 'userSelect' ? 'submit' : b);

/** Actions that send the form's values with them (the others only move the task). */
export const SENDS_VALUES: ReadonlySet<TaskButton> = new Set(['submit', 'userSelect', 'resolve']);

/** Whether the dialog's inputs are complete enough to send. */
export function inputComplete(
  input: ActionInput,
  v: { targetNodeId?: string; userId?: string; userIds?: string[]; taskIds?: string[]; picked?: Record<string, string[]> },
): boolean {
  switch (input) {
    case 'node':
      return Boolean(v.targetNodeId);
    case 'user':
      return Boolean(v.userId);
    case 'users':
    case 'addSign':
      return Boolean(v.userIds?.length);
    case 'nextAssignees':
      return Object.values(v.picked ?? {}).some((ids) => ids.length > 0);
    case 'signers':
      return Boolean(v.taskIds?.length);
    default:
      return true;
  }
}
