import { Alert, Checkbox, Input, InputNumber, Radio, Slider } from 'antd';
import type { FormConfig } from '../../schema/types';
import { useDesign, useDesigner } from '../context';
import { selectConfig } from '../state/designStore';
import { D } from '../texts';
import { labelSpanOf, setLabelSpan, wrapperSpanOf } from './formConfig';
import { PropField } from './PropField';

/** 表单属性设置: layout, label column, required mark and the form's CSS. */
export function FormPanel() {
  const { store } = useDesigner();
  const config = useDesign(selectConfig);
  const update = (fn: (c: FormConfig) => FormConfig, tag: string) => store.getState().updateConfig(fn, tag);
  const span = labelSpanOf(config);
  const hasLabelLayout = typeof config.labelLayout === 'string';

  return (
    <div className="fd-panel-body">
      <div className="fd-props-form">
        <PropField label={D.formLayout}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            value={config.layout}
            options={[
              { value: 'horizontal', label: D.layoutHorizontal },
              { value: 'vertical', label: D.layoutVertical },
              { value: 'inline', label: D.layoutInline },
            ]}
            onChange={(e) => update((c) => ({ ...c, layout: e.target.value }), 'layout')}
          />
        </PropField>
        {hasLabelLayout && (
          <PropField label={D.labelLayout}>
            <Radio.Group
              optionType="button"
              value={config.labelLayout === 'flex' ? 'flex' : 'Grid'}
              options={[
                { value: 'flex', label: D.labelLayoutFlex },
                { value: 'Grid', label: D.labelLayoutGrid },
              ]}
              onChange={(e) => update((c) => ({ ...c, labelLayout: e.target.value }), 'labelLayout')}
            />
          </PropField>
        )}
        {hasLabelLayout && config.labelLayout === 'flex' ? (
          <PropField label={D.labelWidth}>
            <InputNumber
              min={0}
              style={{ width: '100%' }}
              value={typeof config.labelWidth === 'number' ? config.labelWidth : 100}
              onChange={(v) => update((c) => ({ ...c, labelWidth: typeof v === 'number' ? v : 100 }), 'labelWidth')}
            />
          </PropField>
        ) : (
          <>
            <PropField label={D.labelCol}>
              <div className="fd-row">
                <Slider style={{ flex: 1 }} min={0} max={24} value={span} onChange={(v) => update((c) => setLabelSpan(c, v), 'labelCol')} />
                <InputNumber
                  style={{ width: 64 }}
                  min={0}
                  max={24}
                  value={span}
                  onChange={(v) => typeof v === 'number' && update((c) => setLabelSpan(c, v), 'labelCol')}
                />
              </div>
            </PropField>
            <PropField label={D.wrapperCol} tooltip={D.wrapperColTip}>
              <InputNumber style={{ width: '100%' }} value={wrapperSpanOf(config)} disabled />
            </PropField>
          </>
        )}
        <PropField label={D.formCss}>
          <Input.TextArea
            rows={2}
            value={typeof config.customStyle === 'string' ? config.customStyle : ''}
            placeholder="padding: 16px; background: #fff"
            onChange={(e) => update((c) => ({ ...c, customStyle: e.target.value }), 'customStyle')}
          />
        </PropField>
        <PropField label={D.formOps}>
          <Checkbox
            checked={config.hideRequiredMark === true}
            onChange={(e) => update((c) => ({ ...c, hideRequiredMark: e.target.checked }), 'hideRequiredMark')}
          >
            {D.hideRequiredMark}
          </Checkbox>
        </PropField>
      </div>
      <Alert type="info" showIcon title={D.formHint} />
    </div>
  );
}
