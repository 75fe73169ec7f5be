/**
 * 工作流 (`/flw*`): the calls beyond the generic page/list/add/edit/delete/detail the CRUD machinery
 * derives from a resource name. Shapes follow the workflow API contract (ids as strings).
 */
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { PageQuery, PageResult } from '@/api/types';
import type { Audited } from './sys';

export interface FlwCategory extends Audited {
  name: string;
  code?: string;
  sort?: number;
  remark?: string | null;
}

export interface FlwModel extends Audited {
  name: string;
  key: string;
  categoryId?: string | null;
  categoryName?: string | null;
  formId?: string | null;
  remark?: string | null;
  /** Latest deployed version (none before the first deploy). */
  deployedVersion?: number | null;
  version?: number;
}

export interface FlwModelDetail extends FlwModel {
  bpmnXml: string | null;
}

export interface FlwDefinition extends Audited {
  modelId?: string;
  key: string;
  name: string;
  version: number;
  categoryId?: string | null;
  categoryName?: string | null;
  suspended: boolean;
  deployTime?: string | null;
}

export interface FlwDefinitionDetail extends FlwDefinition {
  bpmnXml: string;
  formId?: string | null;
  formVersion?: number | null;
  /** The form design frozen at deploy (designer JSON text). */
  formSnapshot?: string | null;
  processConfig?: Record<string, unknown> | null;
  nodeConfig?: Record<string, Record<string, unknown>> | null;
}

export interface FlwNode {
  id: string;
  name: string;
  config: Record<string, unknown>;
}

export interface FlwForm extends Audited {
  name: string;
  code?: string | null;
  categoryId?: string | null;
  remark?: string | null;
  version?: number;
}

export interface FlwFormDetail extends FlwForm {
  design: string | Record<string, unknown> | null;
}

export type ScriptType = 'condition' | 'listener';

export interface FlwScript extends Audited {
  name: string;
  type: ScriptType;
  content: string;
  remark?: string | null;
}

export interface FlwShortcut extends Audited {
  name: string;
  modelKey: string;
  /** In /flwShortcut/list (what the caller may start): the newest active definition. */
  definitionId?: string;
  definitionName?: string;
  definitionVersion?: number;
  formId?: string | null;
  categoryId?: string | null;
  scope?: { type: 'all' | 'user' | 'role' | 'org'; ids: string[] };
  color?: string | null;
  icon?: string | null;
  categoryName?: string | null;
  sort?: number;
  remark?: string | null;
}

export type InstanceStatus = 'running' | 'approved' | 'rejected' | 'terminated' | 'withdrawn';

export interface FlwInstance extends Omit<Audited, 'status'> {
  title: string;
  definitionId: string;
  definitionKey?: string;
  definitionName?: string;
  version?: number;
  initiatorId?: string;
  initiatorName?: string;
  status: InstanceStatus;
  currentNodes?: string | null;
  rev?: number;
  startTime?: string;
  endTime?: string | null;
}

export interface TimelineItem {
  node?: string | null;
  nodeId?: string | null;
  user?: string | null;
  action: string;
  comment?: string | null;
  time: string;
}

export interface FlwTaskRow extends Omit<Audited, 'status'> {
  instanceId: string;
  title?: string;
  nodeId: string;
  nodeName: string;
  assigneeId?: string;
  assigneeName?: string;
  ownerName?: string | null;
  initiatorName?: string;
  definitionName?: string;
  status: string;
  action?: string | null;
  comment?: string | null;
  finishTime?: string | null;
}

export interface NodeRef {
  id: string;
  name: string;
}

export interface FlwTaskDetail {
  task: FlwTaskRow & { signMode?: string | null; delegation?: string | null; parentTaskId?: string | null };
  instance: FlwInstance;
  form: unknown;
  values: Record<string, unknown>;
  fieldPerms: Record<string, 'read' | 'write' | 'hidden'>;
  buttons: string[];
  backTargets: NodeRef[];
  jumpTargets: NodeRef[];
  /** Signers of the same node: countersign instances and add-signs (减签 picks among the open ones). */
  signers?: { taskId: string; userId?: string; userName: string | null; status: string; kind?: 'multi' | 'addSign' }[];
  /** An add-sign is outstanding: the task cannot be completed yet. */
  waitingForSign?: boolean;
}

export interface FlwInstanceDetail {
  instance: FlwInstance;
  form: unknown;
  values: Record<string, unknown>;
  timeline: TimelineItem[];
  tasks?: FlwTaskRow[];
  canWithdraw?: boolean;
}

export interface Tracking {
  bpmnXml: string;
  finishedNodeIds: string[];
  activeNodeIds: string[];
  finishedFlowIds: string[];
  timeline: TimelineItem[];
}

export interface FlwDraft extends Audited {
  modelKey?: string;
  shortcutId?: string;
  title?: string;
  name?: string;
  formValues?: Record<string, unknown>;
}

export interface UserBrief {
  id: string;
  name: string;
}

/** What 起草申请 shows: the definition to start and its form. */
export interface StartForm {
  definitionId: string;
  definitionKey: string;
  name: string;
  form: unknown;
  /** The start node's field permissions (a field it hides is not part of the application). */
  fieldPerms?: Record<string, 'read' | 'write' | 'hidden'>;
  /** The first approval node offers 选人 (the initiator picks its assignees). */
  userSelect?: boolean;
}

export interface StartBody {
  definitionKey?: string;
  shortcutId?: string;
  formValues: Record<string, unknown>;
  draftId?: string;
  /** 选人: the chosen assignees of the next node(s), by node id. */
  nextAssignees?: Record<string, string[]>;
}

/** Extra fields of one task action (the action's name is its path). */
export interface ActionBody {
  id: string;
  comment?: string;
  formValues?: Record<string, unknown>;
  targetNodeId?: string;
  userId?: string;
  userIds?: string[];
  mode?: 'before' | 'after' | 'parallel';
  taskIds?: string[];
  nextAssignees?: Record<string, string[]>;
}

export type TaskAction = 'submit' | 'back' | 'turn' | 'entrust' | 'resolve' | 'jump' | 'end' | 'addSign' | 'deleteSign' | 'cc';

const get = <T>(url: string, params?: object) => unwrap(http.get<T>(url, params));
const post = <T>(url: string, body?: unknown) => unwrap(http.post<T>(url, body));

export const wfApi = {
  categoryList: () => get<FlwCategory[]>('/flwCategory/list'),
  modelDetail: (id: string) => get<FlwModelDetail>('/flwModel/detail', { id }),
  modelSaveXml: (id: string, bpmnXml: string) => post<unknown>('/flwModel/saveXml', { id, bpmnXml }),
  modelDeploy: (id: string) => post<FlwDefinition>('/flwModel/deploy', { id }),
  modelVersions: (id: string) => get<FlwDefinition[]>('/flwModel/versions', { id }),
  definitionDetail: (id: string) => get<FlwDefinitionDetail>('/flwDefinition/detail', { id }),
  definitionVersions: (id: string) => get<FlwDefinition[]>('/flwDefinition/versions', { id }),
  definitionNodes: (id: string) => get<FlwNode[]>('/flwDefinition/nodes', { id }),
  definitionSuspend: (id: string) => http.post<unknown>('/flwDefinition/suspend', { id }),
  definitionActivate: (id: string) => http.post<unknown>('/flwDefinition/activate', { id }),
  formDetail: (id: string) => get<FlwFormDetail>('/flwForm/detail', { id }),
  formList: () => get<PageResult<FlwForm>>('/flwForm/page', { pageNo: 1, pageSize: 200 }),
  formAdd: (body: Record<string, unknown>) => post<unknown>('/flwForm/add', body),
  formEdit: (body: Record<string, unknown>) => post<unknown>('/flwForm/edit', body),
  formCopy: (id: string) => http.post<unknown>('/flwForm/copy', { id }),
  scriptList: (type?: ScriptType) => get<PageResult<FlwScript>>('/flwScript/page', { pageNo: 1, pageSize: 200, type }),
  scriptDetail: (id: string) => get<FlwScript>('/flwScript/detail', { id }),
  scriptTest: (content: string, variables: Record<string, unknown>) => post<unknown>('/flwScript/test', { content, variables }),
  shortcutList: () => get<FlwShortcut[]>('/flwShortcut/list'),
  shortcutPage: (q: PageQuery) => get<PageResult<FlwShortcut>>('/flwShortcut/page', q),
  /** The envelope itself: a refused start carries the field messages in `data`. */
  start: (body: StartBody) => http.post<unknown>('/flwInstance/start', body),
  instanceDetail: (id: string) => get<FlwInstanceDetail>('/flwInstance/detail', { id }),
  instanceTerminate: (id: string, reason?: string) => http.post<unknown>('/flwInstance/terminate', { id, reason }),
  instanceWithdraw: (id: string) => http.post<unknown>('/flwInstance/withdraw', { id }),
  tracking: (id: string) => get<Tracking>('/flwInstance/tracking', { id }),
  instanceTasks: (instanceId: string) =>
    get<PageResult<FlwTaskRow>>('/flwTask/page', { instanceId, pageNo: 1, pageSize: 100 }),
  taskDetail: (id: string) => get<FlwTaskDetail>('/flwTask/detail', { id }),
  /** The envelope itself: a refused submit carries the field messages in `data`. */
  taskAction: (action: TaskAction, body: ActionBody) => http.post<unknown>(`/flwTask/${action}`, body),
  userSelect: (id: string, nodeId?: string) => get<UserBrief[]>('/flwTask/userSelect', { id, nodeId }),
  draftDetail: (id: string) => get<FlwDraft>('/flwDraft/detail', { id }),
  startForm: (params: { shortcutId?: string; definitionKey?: string }) => get<StartForm>('/flwInstance/startForm', params),
  draftSave: (body: { id?: string; modelKey?: string; shortcutId?: string; formValues: Record<string, unknown> }) =>
    post<{ id: string } | string>('/flwDraft/save', body),
};
