/** 代码生成 (`/codeGenerate/*`, `/sysCodeGenerateConfig/*`): generation configs, their columns, preview and output. */
import { http } from '@/api/http';
import { downloadFile, saveBlob } from '@/api/transfer';
import type { Narrowed, Schema } from '@/api/schema';

export type YesNo = 'Y' | 'N';

/** One generation config: a source table and what to call the code generated from it. */
export type CodeGenerate = Narrowed<Schema<'CodeGenerateOut'>, { tablePrefix: YesNo }>;

/** A table of a data source, as offered for generation. */
export type TableInfo = Schema<'TableOut'>;

export type FileLanguage = 'python' | 'typescript' | 'markdown';

/** One generated file as the preview shows it. */
export type GeneratedFile = Schema<'FileContentOut'>;

export type LocalResult = Schema<'RunLocalOut'>;

/** The generation settings of one column of the source table. */
export interface CodeGenConfig {
  id: string;
  codeGenId: string;
  columnName: string;
  javaName: string;
  columnComment: string | null;
  javaType: string;
  dataType: string;
  /** Dictionary code_gen_effect_type: input, datepicker, select, radio, checkbox, inputnumber, textarea. */
  effectType: string | null;
  dictTypeCode: string | null;
  whetherRetract: YesNo | null;
  whetherRequired: YesNo;
  queryWhether: YesNo;
  /** Dictionary code_gen_query_type: eq, like, gt, ... */
  queryType: string | null;
  whetherTable: YesNo;
  whetherAddUpdate: YesNo;
  /** 'PRI' for the primary key. */
  columnKey: string | null;
  columnKeyName: string | null;
  /** Y: id, audit columns, version, status (maintained by the system, not configurable). */
  whetherCommon: YesNo;
  /** The column's position in the table. */
  sort?: number;
  /** The portable type (`string:50`, `text`, `int`, ...); '-' for a type no form can hold (binary, JSON). */
  kind?: string;
  /** N: a NOT NULL column, which the server keeps in the form and required. */
  nullable?: YesNo;
  uniqueFlag?: YesNo;
}

export const getCodeGenerateDetail = (id: string) => http.get<CodeGenerate>('/codeGenerate/detail', { id });

export const getTableList = (databaseId: string) =>
  http.get<TableInfo[]>('/codeGenerate/InformationList', { databaseId });

export const getFileContents = (id: string) =>
  http.get<GeneratedFile[]>('/codeGenerate/runFileContent', { id }, { timeout: 30000 });

/** Writing the files takes a while on a slow disk. */
export const generateLocal = (id: string) => http.post<LocalResult>('/codeGenerate/runLocal', { id }, { timeout: 60000 });

/** Downloads the generated code as `<busName>.zip` (a refusal rejects with the server's message). */
export async function downloadCode(row: Pick<CodeGenerate, 'id' | 'busName'>): Promise<void> {
  const { blob, filename } = await downloadFile('/codeGenerate/runDown', { id: row.id });
  saveBlob(blob, filename ?? `${row.busName}.zip`);
}

export const getConfigList = (codeGenId: string) =>
  http.get<CodeGenConfig[]>('/sysCodeGenerateConfig/list', { codeGenId });

export const editConfigs = (rows: CodeGenConfig[]) =>
  http.post<null>('/sysCodeGenerateConfig/edit', { sysCodeGenerateConfigParamList: rows });
