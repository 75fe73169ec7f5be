import { useMemo } from 'react';
import { Button, Input, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { fieldNodes } from '../../../schema/tree';
import type { FormNode, Linkage, LinkageAction, LinkageCondition, LinkageOp } from '../../../schema/types';
import { useDesign, useDesigner } from '../../context';
import { selectList } from '../../state/designStore';
import { D } from '../../texts';
import type { EditorProps } from './types';

const ACTIONS = (Object.keys(D.linkageActions) as LinkageAction[]).map((a) => ({ value: a, label: D.linkageActions[a] }));
const OPS = (Object.keys(D.linkageOps) as LinkageOp[]).map((o) => ({ value: o, label: D.linkageOps[o] }));

const conditionsOf = (rule: Linkage): LinkageCondition[] => (Array.isArray(rule.when) ? rule.when : rule.when ? [rule.when] : []);
const asRules = (v: unknown): Linkage[] => (Array.isArray(v) ? (v as Linkage[]).filter((r) => r && typeof r === 'object') : []);

interface FieldChoice {
  value: string;
  label: string;
  node: FormNode;
}

/** Conditions that show / hide / disable / enable this control from another field's value. */
export function LinkageEditor(props: EditorProps) {
  const { store } = useDesigner();
  // without rules nothing depends on the other fields: no subscription to the whole design
  if (asRules(props.value).length > 0) return <LinkageRules {...props} />;
  const add = () => {
    const first = fieldNodes(store.getState().history.present.list, { intoBatch: true }).find((n) => n.key !== props.node.key);
    props.onChange([{ action: 'show', when: { field: first?.model ?? '', op: 'eq', value: '' } }]);
  };
  return (
    <div className="fd-rows">
      <div className="fd-muted">{D.linkageEmpty}</div>
      <Button size="small" type="dashed" block icon={<PlusOutlined />} onClick={add}>
        {D.linkageAdd}
      </Button>
    </div>
  );
}

function LinkageRules({ node, value, onChange }: EditorProps) {
  const list = useDesign(selectList);
  const fields = useMemo<FieldChoice[]>(
    () =>
      fieldNodes(list, { intoBatch: true })
        .filter((n) => n.key !== node.key)
        .map((n) => ({ value: n.model as string, label: `${n.label || n.type}（${n.model}）`, node: n })),
    [list, node.key],
  );
  const rules = asRules(value);
  const write = (next: Linkage[]) => onChange(next.length ? next : undefined);
  const setRule = (i: number, rule: Linkage) => write(rules.map((r, j) => (j === i ? rule : r)));
  const setConditions = (i: number, conds: LinkageCondition[]) => {
    const { match, ...rest } = rules[i];
    setRule(i, conds.length > 1 ? { ...rest, when: conds, match: match ?? 'all' } : { ...rest, when: conds[0] ?? { field: '', op: 'eq', value: '' } });
  };
  const blank = (): LinkageCondition => ({ field: fields[0]?.value ?? '', op: 'eq', value: '' });

  return (
    <div className="fd-rows">
      {rules.map((rule, i) => {
        const conds = conditionsOf(rule);
        return (
          <div className="fd-linkage" key={i}>
            <div className="fd-row">
              <Select size="small" style={{ width: 84 }} value={rule.action} options={ACTIONS} onChange={(action) => setRule(i, { ...rule, action })} />
              <span className="fd-muted">{D.linkageWhen}</span>
              {conds.length > 1 && (
                <Select
                  size="small"
                  style={{ flex: 1 }}
                  value={rule.match ?? 'all'}
                  options={[
                    { value: 'all', label: D.linkageMatchAll },
                    { value: 'any', label: D.linkageMatchAny },
                  ]}
                  onChange={(match) => setRule(i, { ...rule, match })}
                />
              )}
              <span style={{ flex: conds.length > 1 ? undefined : 1 }} />
              <Button size="small" type="text" danger aria-label={D.delete} icon={<DeleteOutlined />} onClick={() => write(rules.filter((_r, j) => j !== i))} />
            </div>
            {conds.map((c, k) => (
              <ConditionRow
                key={k}
                cond={c}
                fields={fields}
                onChange={(next) => setConditions(i, conds.map((x, j) => (j === k ? next : x)))}
                onRemove={conds.length > 1 ? () => setConditions(i, conds.filter((_x, j) => j !== k)) : undefined}
              />
            ))}
            <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setConditions(i, [...conds, blank()])}>
              {D.linkageAddCondition}
            </Button>
          </div>
        );
      })}
      <Button size="small" type="dashed" block icon={<PlusOutlined />} onClick={() => write([...rules, { action: 'show', when: blank() }])}>
        {D.linkageAdd}
      </Button>
    </div>
  );
}

function ConditionRow(props: {
  cond: LinkageCondition;
  fields: FieldChoice[];
  onChange: (c: LinkageCondition) => void;
  onRemove?: () => void;
}) {
  const { cond, fields, onChange, onRemove } = props;
  const target = fields.find((f) => f.value === cond.field)?.node;
  return (
    <div className="fd-linkage-cond">
      <Select
        size="small"
        showSearch
        optionFilterProp="label"
        placeholder={D.linkageField}
        value={cond.field || undefined}
        options={fields.map((f) => ({ value: f.value, label: f.label }))}
        onChange={(field) => onChange({ ...cond, field, value: '' })}
      />
      <div className="fd-row">
        <Select
          size="small"
          style={{ width: 96 }}
          value={cond.op}
          options={OPS}
          onChange={(op) => onChange({ ...cond, op, value: op === 'in' || op === 'notIn' ? [] : op === 'gt' || op === 'lt' ? 0 : '' })}
        />
        <ValueInput cond={cond} target={target} onChange={(value) => onChange({ ...cond, value })} />
        {onRemove && <Button size="small" type="text" aria-label={D.delete} icon={<DeleteOutlined />} onClick={onRemove} />}
      </div>
    </div>
  );
}

function ValueInput({ cond, target, onChange }: { cond: LinkageCondition; target?: FormNode; onChange: (v: unknown) => void }) {
  if (cond.op === 'empty' || cond.op === 'notEmpty') return <span style={{ flex: 1 }} />;
  if (cond.op === 'gt' || cond.op === 'lt')
    return <InputNumber size="small" style={{ flex: 1 }} value={typeof cond.value === 'number' ? cond.value : null} onChange={(v) => onChange(v ?? 0)} />;
  const options = target ? choicesOf(target) : [];
  const multi = cond.op === 'in' || cond.op === 'notIn';
  if (options.length || multi)
    return (
      <Select
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        mode={multi ? (options.length ? 'multiple' : 'tags') : undefined}
        placeholder={D.linkageValue}
        options={options}
        value={multi ? (Array.isArray(cond.value) ? cond.value : []) : cond.value === '' ? undefined : (cond.value as string)}
        onChange={onChange}
      />
    );
  return <Input size="small" style={{ flex: 1 }} placeholder={D.linkageValue} value={String(cond.value ?? '')} onChange={(e) => onChange(e.target.value)} />;
}

/** Values to pick from for a field with static options (select / radio / checkbox) or a switch. */
function choicesOf(node: FormNode): { value: string | boolean; label: string }[] {
  if (node.type === 'switch') return [{ value: true, label: 'true' }, { value: false, label: 'false' }];
  const o = node.options;
  if (o.dynamic === true || !Array.isArray(o.options)) return [];
  return (o.options as { value: unknown; label: unknown }[]).map((x) => ({ value: String(x.value), label: String(x.label) }));
}
