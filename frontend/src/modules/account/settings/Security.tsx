import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/app/session';
import { T } from '../texts';
import { maskPhone } from '../mask';
import { PasswordModal } from './PasswordModal';
import { SettingList, SettingRow } from './SettingRow';

/** 安全设置: change the password; see and change the bound phone. */
export default function Security() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [pwdOpen, setPwdOpen] = useState(false);
  if (!user) return null;
  const phone = user.phone ? maskPhone(user.phone) : null;

  return (
    <>
      <SettingList>
        <SettingRow
          title={T.security.password}
          description={T.security.passwordDesc}
          action={<Button type="link" onClick={() => setPwdOpen(true)}>{T.security.modify}</Button>}
        />
        <SettingRow
          title={T.security.phone}
          description={phone ? T.security.phoneBound : T.security.phoneNone}
          value={phone ?? undefined}
          action={
            <Button type="link" onClick={() => navigate('/account/settings/binding')}>
              {phone ? T.security.modify : T.security.bind}
            </Button>
          }
        />
      </SettingList>
      <PasswordModal open={pwdOpen} userId={user.id} onClose={() => setPwdOpen(false)} />
    </>
  );
}
