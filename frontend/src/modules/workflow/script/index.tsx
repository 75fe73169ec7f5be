/** 流程脚本: conditions and listeners in the safe expression language; 详情, 测试 with variables. */
import type { FlwScript } from '@/api/modules/workflow';
import { CrudPage, type ResourceDef } from '@/shared/crud';
import { T } from '../texts';
import { ScriptTest } from './ScriptTest';

const TYPE_OPTIONS = Object.entries(T.scriptTypes).map(([value, label]) => ({ value, label }));

export const scriptDef: ResourceDef<FlwScript> = {
  name: 'flwScript',
  title: T.script,
  detail: true,
  columns: [
    { key: 'name', title: T.scriptName, inSearch: true, rules: { required: true, max: 100 } },
    { key: 'type', title: T.scriptType, type: 'select', options: TYPE_OPTIONS, inSearch: true, width: 100, defaultValue: 'condition', rules: { required: true } },
    {
      key: 'content',
      title: T.content,
      type: 'textarea',
      ellipsis: true,
      wide: true,
      rules: { required: true, max: 2000 },
      help: '安全表达式：比较、and/or/not、四则运算、in、字面量与表单变量，例如 days > 3',
      props: { autoSize: { minRows: 3 }, style: { fontFamily: 'monospace' } },
    },
    { key: 'remark', title: T.remark, type: 'textarea', ellipsis: true, rules: { max: 255 } },
  ],
  rowActions: [{ key: 'test', text: T.test, perm: 'flwScript:test', modal: ScriptTest }],
  onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['flwScript'] }),
};

export default function ScriptPage() {
  return <CrudPage def={scriptDef} />;
}
