import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { UpdateInfoParams } from '@/api/modules/account';
import type { LoginUser } from '@/api/types';

export interface BaseValues {
  nickName?: string;
  birthday?: Dayjs | null;
  sex?: string;
  phone?: string;
  tel?: string;
  email?: string;
}

/** Form values of a user; the birthday may come as yyyy-MM-dd or with a time part. */
export function toFormValues(user: LoginUser): BaseValues {
  const day = user.birthday ? dayjs(user.birthday.slice(0, 10), 'YYYY-MM-DD', true) : null;
  return {
    nickName: user.nickName ?? '',
    birthday: day && day.isValid() ? day : null,
    sex: user.sex === null || user.sex === undefined ? undefined : String(user.sex),
    phone: user.phone ?? '',
    tel: user.tel ?? '',
    email: user.email ?? '',
  };
}

const blankToNull = (s: string | undefined) => (s && s.trim() ? s.trim() : null);

/** The updateInfo body of the form values. */
export function toUpdateInfo(id: string, v: BaseValues): UpdateInfoParams {
  return {
    id,
    nickName: blankToNull(v.nickName),
    birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
    sex: Number(v.sex),
    email: blankToNull(v.email),
    phone: blankToNull(v.phone),
    tel: blankToNull(v.tel),
  };
}
