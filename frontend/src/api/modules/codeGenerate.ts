/** 代码生成 (`/codeGenerate/*`, `/sysCodeGenerateConfig/*`): generation configs, their columns, preview and output. */
import { http } from '@/api/http';
import { downloadFile, saveBlob } from '@/api/transfer';
import type { Audited } from './sys';

export type YesNo = 'Y' | 'N';

/** One generation config: a source table and what to call the code generated from it. */
export interface CodeGenerate extends Audited {
  authorName: string;
  className: string;
  /** Y: the table's prefix (`biz_` of `biz_widget`) is left out of the class and business names. */
  tablePrefix: YesNo;
  /** Dictionary code_gen_create_type: 1 下载压缩包, 2 生成到本项目. */
  generateType: string;
  tableName: string;
  packageName?: string | null;
  busName: string;
  tableComment: string;
  appCode: string;
  menuPid: string;
  /** "0" is the console's own database. */
  databaseId: string;
  databaseName?: string | null;
  version?: number | null;
}

/** A table of a data source, as offered for generation. */
export interface TableInfo {
  tableName: string;
  tableComment: string | null;
  createTime?: string | null;
  updateTime?: string | null;
}

export type FileLanguage = 'python' | 'typescript' | 'markdown';

/** One generated file as the preview shows it. */
export interface GeneratedFile {
  fileName: string;
  /** The file's path relative to the project root. */
  path: string;
  language: FileLanguage | string;
  fileContent: string;
}

export interface LocalResult {
  /** The written files, relative to the project root. */
  files: string[];
}

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
