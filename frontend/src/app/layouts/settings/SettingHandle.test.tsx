import { fireEvent, render, screen } from '@testing-library/react';
import styles from './SettingDrawer.module.css';
import { SettingHandle } from './SettingHandle';

describe('SettingHandle', () => {
  it('stays under dialog masks, and rises above its own drawer mask only while that is open', () => {
    render(<SettingHandle />);
    const handle = screen.getByTestId('settings-handle');
    expect(handle.className).toBe(styles.handle);
    fireEvent.click(handle);
    expect(handle.className.split(' ')).toEqual([styles.handle, styles.handleOpen]);
  });
});
