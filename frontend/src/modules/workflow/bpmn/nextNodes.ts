/**
 * 选人: the approval nodes that follow a node — through gateways and events, not through other tasks —
 * read from the deployed diagram (the same walk the server does before it accepts `nextAssignees`).
 */
const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export interface NodeBrief {
  id: string;
  name: string;
}

export function nextUserNodes(xml: string, nodeId: string): NodeBrief[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return [];
  const byId = new Map<string, Element>();
  const outgoing = new Map<string, string[]>();
  for (const el of Array.from(doc.getElementsByTagNameNS(BPMN, '*'))) {
    const id = el.getAttribute('id');
    if (id) byId.set(id, el);
    if (el.localName === 'sequenceFlow') {
      const src = el.getAttribute('sourceRef') ?? '';
      outgoing.set(src, [...(outgoing.get(src) ?? []), el.getAttribute('targetRef') ?? '']);
    }
  }
  const found: NodeBrief[] = [];
  const seen = new Set<string>();
  const queue = [...(outgoing.get(nodeId) ?? [])];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const el = byId.get(id);
    if (!el) continue;
    if (el.localName === 'userTask') found.push({ id, name: el.getAttribute('name') || id });
    else if (!/Task$|^subProcess$|^callActivity$/.test(el.localName)) queue.push(...(outgoing.get(id) ?? []));
  }
  return found;
}
