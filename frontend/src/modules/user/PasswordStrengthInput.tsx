import { Input, Popover, Progress } from 'antd';
import type { InputProps } from 'antd';
import { useState } from 'react';
import { strengthOf } from './passwordStrength';
import { T } from './texts';
import styles from './user.module.css';

type Props = Omit<InputProps, 'type'> & { value?: string };

/** Password input with a 强度 popover (低/中/强, bar and hint) while it has focus. */
export function PasswordStrengthInput({ value = '', onFocus, onBlur, ...inputProps }: Props) {
  const [focused, setFocused] = useState(false);
  const strength = strengthOf(value);
  const content = (
    <div className={styles.strength}>
      <div className={styles.strengthTitle}>
        {T.register.strength}
        <span style={{ color: strength.color }}>{T.strength[strength.name]}</span>
      </div>
      <Progress percent={strength.percent} showInfo={false} strokeColor={strength.color} size="small" />
      <div style={{ marginTop: 8 }}>{T.register.strengthHint}</div>
    </div>
  );
  return (
    <Popover content={content} open={focused} placement="right" trigger={[]}>
      <Input.Password
        {...inputProps}
        value={value}
        onFocus={(e) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setFocused(false);
          onBlur?.(e);
        }}
      />
    </Popover>
  );
}
