import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { feedback } from '@/shared/feedback/feedback';
import { normaliseLookupPath } from '@/app/menuRoutes';
import { closeLeft, closeOthers, closeRight, closeTab, TAB_MESSAGES, type TabResult } from '@/app/tabs';
import { useTabs } from '@/app/tabsStore';
import styles from './BasicLayout.module.css';

const CONTEXT_ITEMS: MenuProps['items'] = [
  { key: 'closeThat', label: '关闭当前标签' },
  { key: 'closeRight', label: '关闭右侧' },
  { key: 'closeLeft', label: '关闭左侧' },
  { key: 'closeAll', label: '关闭全部' },
];

const OPS = { closeThat: closeTab, closeRight, closeLeft, closeAll: closeOthers } as const;

/** One tab per opened route; × when more than one; right-click for the close menu. */
export function MultiTab() {
  const tabs = useTabs((s) => s.tabs);
  const location = useLocation();
  const navigate = useNavigate();
  const active = normaliseLookupPath(location.pathname);

  const apply = (result: TabResult) => {
    if (!result.ok) {
      void feedback.message.info(TAB_MESSAGES[result.error]);
      return;
    }
    useTabs.getState().replace(result.state);
    const next = result.state.tabs.find((t) => t.key === result.state.active);
    if (next && next.key !== active) navigate(next.fullPath);
  };

  const items = tabs.map((t) => ({
    key: t.key,
    closable: tabs.length > 1,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: CONTEXT_ITEMS,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            apply(OPS[key as keyof typeof OPS]({ tabs, active }, t.key));
          },
        }}
      >
        <span className={styles.tabLabel}>{t.title}</span>
      </Dropdown>
    ),
  }));

  return (
    <div className={styles.multiTab} data-testid="multi-tab">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={active}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((t) => t.key === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') apply(closeTab({ tabs, active }, key));
        }}
      />
    </div>
  );
}
