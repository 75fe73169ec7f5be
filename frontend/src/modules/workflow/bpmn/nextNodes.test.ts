import { describe, expect, it } from 'vitest';
import { nextUserNodes } from './nextNodes';

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="x">
  <bpmn:process id="p">
    <bpmn:startEvent id="s" />
    <bpmn:userTask id="lead" name="部门审批" />
    <bpmn:exclusiveGateway id="g" />
    <bpmn:userTask id="mgr" name="经理会签" />
    <bpmn:userTask id="hr" />
    <bpmn:serviceTask id="svc" />
    <bpmn:userTask id="after" name="归档" />
    <bpmn:endEvent id="e" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="lead" />
    <bpmn:sequenceFlow id="f2" sourceRef="lead" targetRef="g" />
    <bpmn:sequenceFlow id="f3" sourceRef="g" targetRef="mgr" />
    <bpmn:sequenceFlow id="f4" sourceRef="g" targetRef="hr" />
    <bpmn:sequenceFlow id="f5" sourceRef="g" targetRef="svc" />
    <bpmn:sequenceFlow id="f6" sourceRef="svc" targetRef="after" />
    <bpmn:sequenceFlow id="f7" sourceRef="mgr" targetRef="e" />
    <bpmn:sequenceFlow id="f8" sourceRef="g" targetRef="e" />
  </bpmn:process>
</bpmn:definitions>`;

describe('next approval nodes', () => {
  it('walks through gateways to the approval nodes, not through other tasks', () => {
    expect(nextUserNodes(XML, 'lead')).toEqual([
      { id: 'mgr', name: '经理会签' },
      { id: 'hr', name: 'hr' },
    ]);
    expect(nextUserNodes(XML, 's')).toEqual([{ id: 'lead', name: '部门审批' }]);
  });

  it('none after the last node, and none from a broken diagram', () => {
    expect(nextUserNodes(XML, 'mgr')).toEqual([]);
    expect(nextUserNodes('<bpmn:definitions', 'lead')).toEqual([]);
  });
});
