/** The approval endpoints every management module (施工日志, 安全检查, 审批记录, ...) shares, by its resource name. */
import { http } from '@/api/http';
import type { Schema } from '@/api/schema';

export type ApproveStatus = 'draft' | 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** The approval columns of a management record (mixed into each module's row type). */
export interface ManageRow {
  id: string;
  projectId: string | null;
  approveStatus: ApproveStatus;
  instanceId: string | null;
  submitTime: string | null;
  approveTime: string | null;
  extValues: Record<string, unknown>;
  createUser?: string | null;
  createUserName?: string | null;
  createTime?: string | null;
  version?: number | null;
  /** 审批列表: the caller's open task on the record. */
  taskId?: string;
  nodeName?: string;
  /** 抄送列表: when it was copied to the caller. */
  ccTime?: string;
}

export type FlowStep = Schema<'FlowStep'>;

export type FlowView = Schema<'FlowOut'>;

export const manageApi = (name: string) => ({
  submit: (id: string, ccUserIds: string[], comment?: string) =>
    http.post<null>(`/${name}/submit`, { id, ccUserIds, comment: comment || null }),
  withdraw: (id: string) => http.post<null>(`/${name}/withdraw`, { id }),
  approve: (id: string, comment?: string) => http.post<null>(`/${name}/approve`, { id, comment: comment || null }),
  reject: (id: string, comment: string) => http.post<null>(`/${name}/reject`, { id, comment }),
  flow: (id: string) => http.get<FlowView>(`/${name}/flow`, { id }),
  extForm: () => http.get<Record<string, unknown> | null>(`/${name}/extForm`),
});
