/** The bpmn-js services and element shapes the workflow screens use, and a new model's first diagram. */
import type { ModdleElement, ModdleFactory } from './nodeConfig';

export interface BusinessObject extends ModdleElement {
  id: string;
  name?: string;
  default?: BusinessObject;
  conditionExpression?: ModdleElement & { language?: string };
  sourceRef?: BusinessObject;
}

export interface DiagramElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
  source?: DiagramElement;
  target?: DiagramElement;
  labelTarget?: DiagramElement;
}

export interface Modeling {
  updateProperties: (element: DiagramElement, props: Record<string, unknown>) => void;
}

export interface Canvas {
  zoom: ((level: number | 'fit-viewport', center?: 'auto') => number) & (() => number);
  getRootElement: () => DiagramElement;
  addMarker: (id: string, marker: string) => void;
}

export interface EventBus {
  on: (event: string, fn: (e: { newSelection?: DiagramElement[]; element?: DiagramElement; trigger?: string }) => void) => void;
  off: (event: string, fn: (...args: never[]) => void) => void;
}

export interface ElementRegistry {
  get: (id: string) => DiagramElement | undefined;
}

export interface CommandStack {
  undo: () => void;
  redo: () => void;
  canUndo: () => boolean;
  canRedo: () => boolean;
}

/** What the screens take from a bpmn-js Modeler or Viewer (its `get` is untyped). */
export interface DiagramServices {
  get(name: 'modeling'): Modeling;
  get(name: 'moddle'): ModdleFactory;
  get(name: 'canvas'): Canvas;
  get(name: 'eventBus'): EventBus;
  get(name: 'elementRegistry'): ElementRegistry;
  get(name: 'commandStack'): CommandStack;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A process with one start event: what a model without a diagram opens with. */
export function emptyDiagram(key: string, name: string): string {
  const id = /^[A-Za-z_][\w.-]*$/.test(key) ? key : 'Process_1';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${esc(id)}" name="${esc(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${esc(id)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

export const isUserTask = (el: DiagramElement | null | undefined) => el?.type === 'bpmn:UserTask';
export const isFlow = (el: DiagramElement | null | undefined) => el?.type === 'bpmn:SequenceFlow';
export const isProcess = (el: DiagramElement | null | undefined) => el?.type === 'bpmn:Process';
