import { Alert, Button, Card, Col, Input, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLayoutSettings } from '@/app/layoutSettings';
import { normaliseLookupPath } from '@/app/menuRoutes';
import { useRouteModel } from '@/app/routeModel';
import { closeTab, TAB_MESSAGES } from '@/app/tabs';
import { useTabs } from '@/app/tabsStore';
import { useFeedback } from '@/shared/components/useFeedback';
import { routeOptions } from './routes';
import { T } from './texts';

/** 测试工作台: the multi-tab controls (close the current tab, open one, rename the current or any open tab). */
export default function TestWork() {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { index } = useRouteModel();
  const multiTab = useLayoutSettings((s) => s.multiTab);
  const tabs = useTabs((s) => s.tabs);
  const here = normaliseLookupPath(location.pathname);
  const pages = useMemo(() => routeOptions(index), [index]);
  const [target, setTarget] = useState<string>();
  const [currentTitle, setCurrentTitle] = useState('');
  const [tabKey, setTabKey] = useState<string>();
  const [tabTitle, setTabTitle] = useState('');

  const closeCurrent = () => {
    const result = closeTab({ tabs, active: here }, here);
    if (!result.ok) {
      void message.info(TAB_MESSAGES[result.error]);
      return;
    }
    useTabs.getState().replace(result.state);
    const next = result.state.tabs.find((t) => t.key === result.state.active);
    if (next) navigate(next.fullPath);
  };

  const rename = (key: string | undefined, title: string, done: () => void) => {
    if (!key) return void message.warning(T.chooseTab);
    if (!title.trim()) return void message.warning(T.titleRequired);
    useTabs.getState().rename(key, title);
    void message.success(T.renamed(title.trim()));
    done();
  };

  return (
    <Card title={T.title} extra={<Typography.Text type="secondary">{T.openTabs(tabs.length)}</Typography.Text>}>
      {!multiTab && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={T.multiTabOff}
          action={<Button size="small" onClick={() => useLayoutSettings.getState().update({ multiTab: true })}>{T.enableMultiTab}</Button>} />
      )}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card type="inner" title={T.closeCurrent}>
            <Typography.Paragraph type="secondary">{T.closeCurrentHint}</Typography.Paragraph>
            <Button danger onClick={closeCurrent} data-testid="tw-close-current">{T.closeCurrent}</Button>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card type="inner" title={T.open}>
            <Space.Compact style={{ width: '100%' }}>
              <Select showSearch={{ optionFilterProp: 'label' }} style={{ width: '100%' }} placeholder={T.openPlaceholder}
                options={pages} value={target} onChange={setTarget} data-testid="tw-open-select" />
              <Button type="primary" onClick={() => (target ? navigate(target) : void message.warning(T.choosePage))}>
                {T.openButton}
              </Button>
            </Space.Compact>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card type="inner" title={T.renameCurrent}>
            <Space.Compact style={{ width: '100%' }}>
              <Input placeholder={T.renameCurrentPlaceholder} maxLength={30} value={currentTitle}
                onChange={(e) => setCurrentTitle(e.target.value)} data-testid="tw-rename-current"
                onPressEnter={() => rename(here, currentTitle, () => setCurrentTitle(''))} />
              <Button type="primary" onClick={() => rename(here, currentTitle, () => setCurrentTitle(''))}>{T.confirm}</Button>
            </Space.Compact>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card type="inner" title={T.renameAny}>
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Select style={{ width: '100%' }} placeholder={T.renameAnyTab} value={tabKey} onChange={setTabKey}
                options={tabs.map((t) => ({ value: t.key, label: `${t.title}（${t.key}）` }))} data-testid="tw-tab-select" />
              <Space.Compact style={{ width: '100%' }}>
                <Input placeholder={T.renameCurrentPlaceholder} maxLength={30} value={tabTitle}
                  onChange={(e) => setTabTitle(e.target.value)} data-testid="tw-rename-any"
                  onPressEnter={() => rename(tabKey, tabTitle, () => setTabTitle(''))} />
                <Button type="primary" onClick={() => rename(tabKey, tabTitle, () => setTabTitle(''))}>{T.confirm}</Button>
              </Space.Compact>
            </Space>
          </Card>
        </Col>
      </Row>
    </Card>
  );
}
