"""The diagram a new model starts with: one start event, for the modeler to draw on."""

from __future__ import annotations

from xml.sax.saxutils import quoteattr


def blank_xml(key: str, name: str) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" \
xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" \
xmlns:wf="http://sitesafe.cn/schema/bpmn/wf" id="Definitions_{key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id={quoteattr(key)} name={quoteattr(name)} isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement={quoteattr(key)}>
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
"""
