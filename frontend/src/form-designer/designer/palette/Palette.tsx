import { useMemo, useState, useSyncExternalStore } from 'react';
import { Collapse } from 'antd';
import { allControls, onRegistryChange } from '../../registry';
import type { ControlDef, PaletteSection } from '../../registry/types';
import { D } from '../texts';
import { PaletteItem } from './PaletteItem';

/** localStorage key of the open palette sections (JSON array of section ids). */
export const PALETTE_OPEN_KEY = 'form-designer:palette-open';
const DEFAULT_OPEN: PaletteSection[] = ['basic', 'layout', 'custom'];

const TITLES: Record<PaletteSection, string> = { basic: D.sectionBasic, layout: D.sectionLayout, custom: D.sectionCustom };
const ORDER: PaletteSection[] = ['basic', 'layout', 'custom'];

function readOpen(): string[] {
  try {
    const raw = localStorage.getItem(PALETTE_OPEN_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : DEFAULT_OPEN;
  } catch {
    return DEFAULT_OPEN;
  }
}

function writeOpen(keys: string[]): void {
  try {
    localStorage.setItem(PALETTE_OPEN_KEY, JSON.stringify(keys));
  } catch {
    // storage full or disabled: the sections just are not remembered
  }
}

let registryVersion = 0;
const subscribeRegistry = (fn: () => void) =>
  onRegistryChange(() => {
    registryVersion++;
    fn();
  });
const readRegistryVersion = () => registryVersion;

/** The control palette: 基础控件 / 布局控件 / 自定义组件 (the last only when custom controls exist). */
export function Palette({ fields, customTitle }: { fields?: string[]; customTitle?: string }) {
  const version = useSyncExternalStore(subscribeRegistry, readRegistryVersion, readRegistryVersion);
  const [open, setOpen] = useState<string[]>(readOpen);

  const sections = useMemo(() => {
    void version;
    const allowed = fields ? new Set(fields) : null;
    const groups = new Map<PaletteSection, ControlDef[]>();
    for (const def of allControls()) {
      if (allowed && !allowed.has(def.type)) continue;
      const list = groups.get(def.section) ?? [];
      list.push(def);
      groups.set(def.section, list);
    }
    return ORDER.filter((s) => (groups.get(s)?.length ?? 0) > 0).map((s) => ({ section: s, defs: groups.get(s)! }));
  }, [fields, version]);

  return (
    <div className="fd-palette">
      <Collapse
        ghost
        size="small"
        activeKey={open}
        onChange={(keys) => {
          const next = (Array.isArray(keys) ? keys : [keys]).map(String);
          setOpen(next);
          writeOpen(next);
        }}
        items={sections.map(({ section, defs }) => ({
          key: section,
          label: section === 'custom' && customTitle ? customTitle : TITLES[section],
          children: (
            <div className="fd-palette-grid">
              {defs.map((def) => (
                <PaletteItem key={def.type} def={def} />
              ))}
            </div>
          ),
        }))}
      />
    </div>
  );
}
