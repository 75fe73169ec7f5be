import { CheckOutlined } from '@ant-design/icons';
import { Flex, Switch, Tooltip } from 'antd';
import { COLOR_PRESETS, presetName, sameColor, useLayoutSettings } from '@/app/layoutSettings';
import { T } from '../texts';
import { SettingList, SettingRow } from './SettingRow';

/** 个性化设置: menu style (dark/white) and the theme colour; applied at once and remembered. */
export default function Custom() {
  const navTheme = useLayoutSettings((s) => s.navTheme);
  const primaryColor = useLayoutSettings((s) => s.primaryColor);
  const update = useLayoutSettings((s) => s.update);
  const colorName = presetName(primaryColor) ?? `${T.custom.custom} ${primaryColor}`;

  return (
    <SettingList>
      <SettingRow
        title={T.custom.style}
        description={T.custom.styleDesc}
        action={
          <Switch
            checkedChildren={T.custom.dark}
            unCheckedChildren={T.custom.light}
            checked={navTheme === 'dark'}
            onChange={(dark) => update({ navTheme: dark ? 'dark' : 'light' })}
          />
        }
      />
      <SettingRow
        title={T.custom.color}
        description={T.custom.colorDesc(colorName)}
        action={
          <Flex gap={8} wrap role="radiogroup" aria-label={T.custom.color}>
            {COLOR_PRESETS.map((p) => {
              const active = sameColor(p.color, primaryColor);
              return (
                <Tooltip key={p.color} title={p.name}>
                  <button
                    type="button"
                    role="radio"
                    aria-checked={active}
                    aria-label={p.name}
                    onClick={() => update({ primaryColor: p.color.toLowerCase() })}
                    style={{
                      width: 22, height: 22, padding: 0, border: 'none', borderRadius: 4, cursor: 'pointer',
                      background: p.color, color: '#fff', display: 'flex', alignItems: 'center', justifyContent: 'center',
                    }}
                  >
                    {active && <CheckOutlined style={{ fontSize: 12 }} />}
                  </button>
                </Tooltip>
              );
            })}
          </Flex>
        }
      />
    </SettingList>
  );
}
