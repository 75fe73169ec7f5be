import { useEffect, useState } from 'react';
import { ConfigProvider, Tabs } from 'antd';
import { useDesigner } from '../context';
import { D } from '../texts';
import { ControlPanel } from './ControlPanel';
import { FormPanel } from './FormPanel';

/** The right column: 控件属性设置 / 表单属性设置; selecting a control switches to its properties. */
export function RightPanel() {
  const { store } = useDesigner();
  const [tab, setTab] = useState<'control' | 'form'>('control');
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        if (s.selectedKey && s.selectedKey !== prev.selectedKey) setTab('control');
      }),
    [store],
  );
  return (
    <ConfigProvider componentSize="small">
      <Tabs
        className="fd-right-tabs"
        activeKey={tab}
        onChange={(k) => setTab(k as 'control' | 'form')}
        centered
        items={[
          { key: 'control', label: D.controlProps, children: <ControlPanel /> },
          { key: 'form', label: D.formProps, children: <FormPanel /> },
        ]}
      />
    </ConfigProvider>
  );
}
