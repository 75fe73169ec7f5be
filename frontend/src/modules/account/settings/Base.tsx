import { Button, Col, DatePicker, Form, Input, Radio, Row } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { updateInfo } from '@/api/modules/account';
import { useSession } from '@/app/session';
import { useFeedback } from '@/shared/components/useFeedback';
import { dictOptions } from '@/shared/utils/dict';
import { T } from '../texts';
import { refreshUser } from '../refreshUser';
import { AvatarPicker } from './AvatarPicker';
import { toFormValues, toUpdateInfo } from './baseForm';
import type { BaseValues } from './baseForm';

/** 基本设置: nickname, birthday, sex, phone (changed on 账户绑定), telephone, e-mail, and the avatar. */
export default function Base() {
  const user = useSession((s) => s.user);
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const sexOptions = useMemo(() => {
    const fromDict = dictOptions('sex');
    return fromDict.length ? fromDict : [...T.base.sexFallback];
  }, []);
  const initialValues = useMemo(() => (user ? toFormValues(user) : {}), [user]);

  if (!user) return null;

  const onFinish = async (values: BaseValues) => {
    setSaving(true);
    try {
      const res = await updateInfo(toUpdateInfo(user.id, { ...values, phone: user.phone ?? undefined }));
      if (res.success) {
        void message.success(T.base.success);
        await refreshUser();
      } else {
        void message.error(res.message);
      }
    } catch {
      void message.error(T.networkError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[48, 24]}>
      <Col xs={{ span: 24, order: 2 }} md={{ span: 14, order: 1 }} lg={12}>
        <Form layout="vertical" initialValues={initialValues} onFinish={onFinish} key={user.id}>
          <Form.Item label={T.base.nickName} name="nickName">
            <Input placeholder={T.base.nickNamePlaceholder} maxLength={32} />
          </Form.Item>
          <Form.Item label={T.base.birthday} name="birthday">
            <DatePicker placeholder={T.base.birthdayPlaceholder} style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item label={T.base.sex} name="sex" rules={[{ required: true, message: T.base.sexRequired }]}>
            <Radio.Group options={sexOptions} optionType="button" />
          </Form.Item>
          <Form.Item label={T.base.phone} name="phone" extra={T.base.phoneHint}>
            <Input
              disabled
              placeholder={T.base.phonePlaceholder}
              suffix={<Link to="/account/settings/binding">{user.phone ? T.base.phoneChange : T.base.phoneBind}</Link>}
            />
          </Form.Item>
          <Form.Item label={T.base.tel} name="tel">
            <Input placeholder={T.base.telPlaceholder} maxLength={20} />
          </Form.Item>
          <Form.Item
            label={T.base.email}
            name="email"
            rules={[{ type: 'email', message: T.base.emailInvalid }]}
          >
            <Input placeholder={T.base.emailPlaceholder} maxLength={64} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={saving}>{T.base.submit}</Button>
          </Form.Item>
        </Form>
      </Col>
      <Col xs={{ span: 24, order: 1 }} md={{ span: 10, order: 2 }} lg={12} style={{ textAlign: 'center' }}>
        <AvatarPicker userId={user.id} fileId={user.avatar} />
      </Col>
    </Row>
  );
}
