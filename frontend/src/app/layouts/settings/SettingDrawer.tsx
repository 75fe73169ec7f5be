import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Drawer, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { feedback } from '@/shared/feedback/feedback';
import { COLOR_PRESETS, sameColor, settingsSnippet, useLayoutSettings, type LayoutMode, type LayoutPrefs, type NavTheme } from '@/app/layoutSettings';
import { SETTING_DRAWER_WIDTH } from './SettingHandle';
import styles from './SettingDrawer.module.css';

function Thumb({ tip, active, onClick, children }: { tip: string; active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={tip}>
      <div className={styles.thumb} onClick={onClick} role="radio" aria-checked={active} aria-label={tip}>
        {children}
        {active && <CheckOutlined className={styles.thumbCheck} />}
      </div>
    </Tooltip>
  );
}

function Row({ label, children, className = '', tip }: { label: ReactNode; children: ReactNode; className?: string; tip?: string }) {
  const row = (
    <div className={`${styles.row} ${className}`}>
      <span>{label}</span>
      {children}
    </div>
  );
  return tip ? <Tooltip title={tip} placement="left">{row}</Tooltip> : row;
}

async function copySettings(prefs: LayoutPrefs) {
  try {
    await navigator.clipboard.writeText(settingsSnippet(prefs));
    void feedback.message.success('复制完毕');
  } catch {
    void feedback.message.error('复制失败');
  }
}

/** Preview-only drawer with every layout preference (ui-texts §3.5). */
export default function SettingDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const prefs = useLayoutSettings();
  const { update } = prefs;
  const themes: { value: NavTheme; tip: string; side: string }[] = [
    { value: 'dark', tip: '暗色菜单风格', side: '#001529' },
    { value: 'light', tip: '亮色菜单风格', side: '#fff' },
  ];
  const modes: { value: LayoutMode; tip: string }[] = [
    { value: 'sidemenu', tip: '侧边栏导航' },
    { value: 'topmenu', tip: '顶部栏导航' },
  ];
  const topMenu = prefs.layout === 'topmenu';
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={SETTING_DRAWER_WIDTH} closable={false}>
      <div className={styles.section}>
        <div className={styles.title}>整体风格设置</div>
        <div className={styles.thumbs}>
          {themes.map((t) => (
            <Thumb key={t.value} tip={t.tip} active={prefs.navTheme === t.value} onClick={() => update({ navTheme: t.value })}>
              <div className={styles.thumbTop} style={{ background: '#fff' }} />
              <div className={styles.thumbSide} style={{ background: t.side }} />
            </Thumb>
          ))}
        </div>
      </div>
      <div className={styles.section}>
        <div className={styles.title}>主题色</div>
        <div className={styles.colors}>
          {COLOR_PRESETS.map((p) => (
            <Tooltip key={p.color} title={p.name}>
              <div className={styles.color} style={{ background: p.color }} onClick={() => update({ primaryColor: p.color.toLowerCase() })} role="radio" aria-checked={sameColor(p.color, prefs.primaryColor)} aria-label={p.name}>
                {sameColor(p.color, prefs.primaryColor) && <CheckOutlined />}
              </div>
            </Tooltip>
          ))}
        </div>
      </div>
      <Divider />
      <div className={styles.section}>
        <div className={styles.title}>导航模式</div>
        <div className={styles.thumbs}>
          {modes.map((m) => (
            <Thumb key={m.value} tip={m.tip} active={prefs.layout === m.value} onClick={() => update({ layout: m.value })}>
              {m.value === 'sidemenu' ? <div className={styles.thumbSide} style={{ background: '#001529' }} /> : <div className={styles.thumbTop} style={{ background: '#001529' }} />}
            </Thumb>
          ))}
        </div>
        <div style={{ marginTop: 16 }}>
          <Row label="内容区域宽度">
            <Tooltip title="该设定仅 [顶部栏导航] 时有效">
              <Select size="small" style={{ width: 80 }} value={topMenu ? prefs.contentWidth : 'Fixed'} onChange={(v) => update({ contentWidth: v })} options={[{ value: 'Fixed', label: '固定' }, ...(topMenu ? [{ value: 'Fluid' as const, label: '流式' }] : [])]} />
            </Tooltip>
          </Row>
          <Row label="固定 Header">
            <Switch size="small" checked={prefs.fixedHeader} onChange={(v) => update({ fixedHeader: v })} />
          </Row>
          <Row label="下滑时隐藏 Header" className={prefs.fixedHeader ? '' : styles.disabled} tip="固定 Header 时可配置">
            <Switch size="small" disabled={!prefs.fixedHeader} checked={prefs.autoHideHeader} onChange={(v) => update({ autoHideHeader: v })} />
          </Row>
          <Row label={<span className={topMenu ? styles.struck : ''}>固定侧边菜单</span>} className={topMenu ? styles.disabled : ''}>
            <Switch size="small" disabled={topMenu} checked={prefs.fixSiderbar} onChange={(v) => update({ fixSiderbar: v })} />
          </Row>
        </div>
      </div>
      <Divider />
      <div className={styles.section}>
        <div className={styles.title}>其他设置</div>
        <Row label="色弱模式">
          <Switch size="small" checked={prefs.colorWeak} onChange={(v) => update({ colorWeak: v })} />
        </Row>
        <Row label="多页签模式">
          <Switch size="small" checked={prefs.multiTab} onChange={(v) => update({ multiTab: v })} />
        </Row>
      </div>
      <Divider />
      <Button block icon={<CopyOutlined />} onClick={() => void copySettings(prefs)}>
        拷贝设置
      </Button>
      <Alert
        type="warning"
        style={{ marginTop: 24 }}
        title={
          <span>
            配置栏只在开发环境用于预览，生产环境不会展现，请手动修改配置文件。修改配置文件后，需要清空本地缓存和LocalStorage
            <br />
            <code>src/app/layoutSettings.ts</code>
          </span>
        }
      />
    </Drawer>
  );
}
