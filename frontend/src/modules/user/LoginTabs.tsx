import { theme } from 'antd';
import type { CSSProperties, KeyboardEvent } from 'react';
import styles from './LoginTabs.module.css';

interface Item<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  items: readonly Item<K>[];
  activeKey: K;
  onChange: (key: K) => void;
}

/**
 * The sign-in page's two-tab header, drawn like antd's centered `Tabs` (same spacing, colours and
 * ink bar). antd's Tabs measures its tabs in a layout effect and brings menu/dropdown/overflow code
 * for its "more" button; two fixed labels need none of that on the first screen.
 */
export function LoginTabs<K extends string>({ items, activeKey, onChange }: Props<K>) {
  const { token } = theme.useToken();
  const vars = {
    '--tab-text': token.colorText,
    '--tab-selected': token.colorPrimary,
    '--tab-hover': token.colorPrimaryHover,
    '--tab-active': token.colorPrimaryActive,
    '--tab-split': token.colorBorderSecondary,
    '--tab-focus': token.colorPrimaryBorder,
  } as CSSProperties;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>, index: number) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step) {
      e.preventDefault();
      const next = items[(index + step + items.length) % items.length];
      onChange(next.key);
      const tabs = e.currentTarget.parentElement?.parentElement?.querySelectorAll<HTMLElement>('[role=tab]');
      tabs?.[(index + step + items.length) % items.length]?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onChange(items[index].key);
    }
  };

  return (
    <div role="tablist" aria-orientation="horizontal" className={styles.nav} style={vars}>
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <div
            key={item.key}
            className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => onChange(item.key)}
          >
            <div
              role="tab"
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className={styles.btn}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {item.label}
            </div>
          </div>
        );
      })}
    </div>
  );
}
