/**
 * 工作流 (`/flw*`): the calls beyond the generic page/list/add/edit/delete/detail the CRUD machinery
 * derives from a resource name. Shapes follow the workflow API contract (ids as strings).
 */
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { PageQuery, PageResult } from '@/api/types';
import type { Narrowed, Schema } from '@/api/schema';

export type FlwCategory = Schema<'sitesafe__modules__workflow__category__schemas__CategoryOut'>;

export type FlwModel = Schema<'ModelOut'>;

export interface FlwModelDetail extends FlwModel {
  bpmnXml: string | null;
}

export type FlwDefinition = Schema<'DefinitionOut'>;

export interface FlwDefinitionDetail extends FlwDefinition {
  bpmnXml: string;
  /** The form design frozen at deploy (designer JSON text). */
  formSnapshot?: string | null;
  processConfig?: Record<string, unknown> | null;
  nodeConfig?: Record<string, Record<string, unknown>> | null;
}

export type FlwNode = Schema<'sitesafe__modules__workflow__definition__schemas__NodeOut'>;

export type FlwForm = Schema<'FlwFormOut'>;

export interface FlwFormDetail extends FlwForm {
  design: string | Record<string, unknown> | null;
}

export type ScriptType = 'condition' | 'listener';

export type FlwScript = Narrowed<Schema<'ScriptOut'>, { type: ScriptType }>;

/** In /flwShortcut/list (what the caller may start) a shortcut carries its newest active definition. */
export type FlwShortcut = Schema<'ShortcutOut'> &
  Partial<Pick<Schema<'StartableOut'>, 'definitionId' | 'definitionName' | 'definitionVersion' | 'formId'>>;

export type InstanceStatus = 'running' | 'approved' | 'rejected' | 'terminated' | 'withdrawn';

export type FlwInstance = Narrowed<Schema<'InstanceOut'>, { status: InstanceStatus }>;

export type TimelineItem = Schema<'TimelineItem'>;

export type FlwTaskRow = Schema<'TaskRow'>;

export type NodeRef = Schema<'NodeRef'>;

export type FlwTaskDetail = Narrowed<
  Schema<'TaskDetail'>,
  { instance: FlwInstance; fieldPerms: Record<string, 'read' | 'write' | 'hidden'> }
>;

export type FlwInstanceDetail = Narrowed<Schema<'InstanceDetail'>, { instance: FlwInstance }>;

export type Tracking = Schema<'Tracking'>;

export type FlwDraft = Schema<'DraftOut'>;

export type UserBrief = Schema<'UserBrief'>;

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

export type StartBody = Schema<'StartBody'>;

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
