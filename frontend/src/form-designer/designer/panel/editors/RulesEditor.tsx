import { Button, Checkbox, Input } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Rule } from '../../../schema/types';
import { D } from '../../texts';
import type { EditorProps } from './types';

const validRegex = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/** rules[0]: 必填 + its message; then pattern rules (提示信息 + 正则表达式pattern); 增加校验. */
export function RulesEditor({ value, onChange }: EditorProps) {
  const rules: Rule[] = Array.isArray(value) && value.length ? (value as Rule[]) : [{ required: false, message: '必填项' }];
  const set = (i: number, patch: Partial<Rule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const [first, ...rest] = rules;
  return (
    <div className="fd-rows">
      <div className="fd-row">
        <Checkbox checked={first.required === true} onChange={(e) => set(0, { required: e.target.checked })}>
          {D.required}
        </Checkbox>
        <Input
          size="small"
          placeholder={D.requiredMessage}
          value={first.message ?? ''}
          onChange={(e) => set(0, { message: e.target.value })}
        />
      </div>
      {rest.map((r, k) => {
        const i = k + 1;
        const pattern = typeof r.pattern === 'string' ? r.pattern : '';
        return (
          <div className="fd-rule" key={i}>
            <div className="fd-rule-fields">
              <Input size="small" placeholder={D.ruleMessage} value={r.message ?? ''} onChange={(e) => set(i, { message: e.target.value })} />
              <Input
                size="small"
                placeholder={D.rulePattern}
                value={pattern}
                status={validRegex(pattern) ? undefined : 'error'}
                onChange={(e) => set(i, { pattern: e.target.value })}
              />
            </div>
            <Button
              size="small"
              type="text"
              danger
              aria-label={D.delete}
              icon={<MinusCircleOutlined />}
              onClick={() => onChange(rules.filter((_r, j) => j !== i))}
            />
          </div>
        );
      })}
      <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => onChange([...rules, { pattern: '', message: '' }])}>
        {D.addRule}
      </Button>
    </div>
  );
}
