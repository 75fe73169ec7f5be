/**
 * The condition of a sequence flow: a 流程脚本 of type condition (its id, language `wf:script`) or a
 * safe expression typed in place (language `wf:expression`). The server evaluates both with its
 * whitelisted expression language; nothing is Python.
 */
import type { ModdleElement, ModdleFactory } from './nodeConfig';

export const SCRIPT_LANGUAGE = 'wf:script';
export const EXPRESSION_LANGUAGE = 'wf:expression';

export type FlowCondition = { kind: 'none' } | { kind: 'script'; scriptId: string } | { kind: 'expr'; expression: string };

export function readCondition(bo: { conditionExpression?: ModdleElement & { language?: string } }): FlowCondition {
  const ce = bo.conditionExpression;
  const body = (ce?.body ?? '').trim();
  if (!ce || !body) return { kind: 'none' };
  if (ce.language === SCRIPT_LANGUAGE) return { kind: 'script', scriptId: body };
  return { kind: 'expr', expression: body };
}

/** The `conditionExpression` to set (undefined removes it). */
export function conditionExpression(moddle: ModdleFactory, c: FlowCondition): ModdleElement | undefined {
  if (c.kind === 'script' && c.scriptId) return moddle.create('bpmn:FormalExpression', { language: SCRIPT_LANGUAGE, body: c.scriptId });
  if (c.kind === 'expr' && c.expression.trim())
    return moddle.create('bpmn:FormalExpression', { language: EXPRESSION_LANGUAGE, body: c.expression.trim() });
  return undefined;
}
