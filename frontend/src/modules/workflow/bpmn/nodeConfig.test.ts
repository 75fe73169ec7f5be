import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { conditionExpression, readCondition } from './condition';
import {
  compactNodeConfig,
  NODE_CONFIG,
  normalizeNodeConfig,
  PROCESS_CONFIG,
  readNodeConfig,
  readProcessConfig,
  withConfig,
  type ModdleElement,
  type ModdleFactory,
} from './nodeConfig';
import { emptyDiagram } from './diagram';
import { wfModdle } from './wfModdle';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" id="D" targetNamespace="x">
  <bpmn:process id="leave" isExecutable="true">
    <bpmn:extensionElements><wf:processConfig>{"formId":"7","titleTemplate":"{initiator}的请假"}</wf:processConfig></bpmn:extensionElements>
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="mgr" name="经理会签">
      <bpmn:extensionElements><wf:nodeConfig>{"assignee":{"type":"role","ids":["3"]},"multi":"all","buttons":["submit","addSign"],"fieldPerms":{"days":"read","reason":"hidden"}}</wf:nodeConfig></bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="mgr" />
  </bpmn:process>
</bpmn:definitions>`;

type Flow = ModdleElement & { id: string; conditionExpression?: ModdleElement & { language?: string } };
type Root = { rootElements: (ModdleElement & { flowElements: Flow[] })[] };

async function load(xml: string) {
  const moddle = new BpmnModdle({ wf: wfModdle });
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement as unknown as Root).rootElements[0];
  const byId = (id: string) => process.flowElements.find((e) => e.id === id)!;
  return { moddle, root: rootElement, process, byId, factory: moddle as unknown as ModdleFactory };
}

describe('node config on moddle XML', () => {
  it('reads the node and process config written in extensionElements', async () => {
    const { process, byId } = await load(XML);
    expect(readProcessConfig(process)).toEqual({ formId: '7', titleTemplate: '{initiator}的请假' });
    const cfg = readNodeConfig(byId('mgr'));
    expect(cfg.assignee).toEqual({ type: 'role', ids: ['3'] });
    expect(cfg.multi).toBe('all');
    expect(cfg.buttons).toEqual(['submit', 'addSign']);
    expect(cfg.fieldPerms).toEqual({ days: 'read', reason: 'hidden' });
  });

  it('writes a node config that survives XML export and import, keeping other extensions', async () => {
    const { moddle, root, byId, factory } = await load(XML);
    const task = byId('mgr');
    task.extensionElements!.values!.push(factory.create(PROCESS_CONFIG, { body: '{"formId":"1"}' }));
    const next = compactNodeConfig({ ...readNodeConfig(task), multi: 'ratio', ratio: 0.6, cc: { type: 'user', ids: ['9'] } });
    task.extensionElements = withConfig(factory, task, NODE_CONFIG, next);
    const { xml } = await moddle.toXML(root);
    expect(xml).toContain('<wf:nodeConfig>');
    const again = await load(xml);
    const cfg = readNodeConfig(again.byId('mgr'));
    expect(cfg).toMatchObject({ multi: 'ratio', ratio: 0.6, cc: { type: 'user', ids: ['9'] }, assignee: { type: 'role', ids: ['3'] } });
    // the unrelated extension element stayed, and there is exactly one nodeConfig
    const types = again.byId('mgr').extensionElements!.values!.map((v) => v.$type);
    expect(types.sort()).toEqual([NODE_CONFIG, PROCESS_CONFIG].sort());
  });

  it('removes the config and drops an empty extensionElements', async () => {
    const { byId, factory } = await load(XML);
    expect(withConfig(factory, byId('mgr'), NODE_CONFIG, null)).toBeUndefined();
  });

  it('treats broken or foreign JSON as defaults', async () => {
    const { byId, factory } = await load(XML);
    const task = byId('mgr');
    task.extensionElements = withConfig(factory, task, NODE_CONFIG, null);
    expect(readNodeConfig(task)).toEqual(normalizeNodeConfig(null));
    expect(normalizeNodeConfig({ assignee: { type: 'boss' }, multi: 'x', buttons: ['fly'], fieldPerms: { a: 'edit', b: 'write' } })).toEqual({
      assignee: { type: 'user', ids: [] },
      multi: 'none',
      buttons: ['submit', 'back', 'turn'],
      fieldPerms: { b: 'write' },
    });
    expect(normalizeNodeConfig({ multi: 'ratio', ratio: 7 }).ratio).toBe(0.5);
  });

  it('compacts: no cc without people, no empty listeners, ratio only for ratio', () => {
    const c = compactNodeConfig({ ...normalizeNodeConfig(null), cc: { type: 'user', ids: [] }, listeners: [], ratio: 0.3 });
    expect(c).toEqual({ assignee: { type: 'user', ids: [] }, multi: 'none', buttons: ['submit', 'back', 'turn'], fieldPerms: {} });
    expect(compactNodeConfig({ ...c, cc: { type: 'initiator', ids: [] } }).cc).toEqual({ type: 'initiator', ids: [] });
  });

  it('flow conditions: a script reference or an expression, read back the same', async () => {
    const { moddle, root, byId, factory } = await load(XML);
    const flow = byId('f1');
    flow.conditionExpression = conditionExpression(factory, { kind: 'script', scriptId: '42' });
    let again = await load((await moddle.toXML(root)).xml);
    expect(readCondition(again.byId('f1'))).toEqual({ kind: 'script', scriptId: '42' });
    flow.conditionExpression = conditionExpression(factory, { kind: 'expr', expression: ' days > 3 ' });
    again = await load((await moddle.toXML(root)).xml);
    expect(readCondition(again.byId('f1'))).toEqual({ kind: 'expr', expression: 'days > 3' });
    expect(conditionExpression(factory, { kind: 'expr', expression: '  ' })).toBeUndefined();
  });

  it('a new model opens with a parseable process named by its key', async () => {
    const { process } = await load(emptyDiagram('leave_1', '请假 <年假>'));
    expect(process.id).toBe('leave_1');
    expect(process.name).toBe('请假 <年假>');
    expect((await load(emptyDiagram('9bad key', 'x'))).process.id).toBe('Process_1');
  });
});
