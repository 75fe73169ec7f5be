/** The certificates (人员证书) and safety education (安全教育) of one person: the tabs of the detail drawer. */
import { Tag } from 'antd';
import type { PersonCert, PersonEducation } from '@/api/modules/site';
import type { ResourceDef, Values } from '@/shared/crud';

export const RT = {
  cert: '证书',
  certType: '证书类型',
  certNo: '证书编号',
  category: '操作类别',
  authority: '发证机关',
  issueDate: '发证日期',
  validUntil: '有效期至',
  expired: (days: number) => `已过期${days}天`,
  expiring: (days: number) => `${days}天后到期`,
  education: '安全教育记录',
  kind: '教育类型',
  eduDate: '教育日期',
  hours: '学时',
  content: '教育内容',
  trainer: '授课人',
  score: '考核成绩',
  passed: '是否合格',
  pass: '合格',
  fail: '不合格',
} as const;

const EXPIRY_WARN_DAYS = 30;

/** The expiry date with a warning once it is near or past. */
export function ExpiryCell({ date, daysLeft }: { date: string | null; daysLeft: number | null }) {
  if (!date) return <>-</>;
  if (daysLeft === null || daysLeft > EXPIRY_WARN_DAYS) return <>{date}</>;
  return (
    <>
      {date}{' '}
      {daysLeft < 0 ? <Tag color="red">{RT.expired(-daysLeft)}</Tag> : <Tag color="orange">{RT.expiring(daysLeft)}</Tag>}
    </>
  );
}

const withPerson = (personId: string) => (values: Values) => ({ ...values, personId });

export function certDef(personId: string): ResourceDef<PersonCert> {
  return {
    name: 'personCert',
    title: RT.cert,
    api: { detail: true },
    columns: [
      { key: 'certType', title: RT.certType, type: 'dict', dictCode: 'cert_type', width: 200, ellipsis: true, rules: { required: true } },
      { key: 'certNo', title: RT.certNo, width: 160, rules: { required: true, max: 64 } },
      { key: 'category', title: RT.category, width: 140, ellipsis: true, rules: { max: 64 } },
      { key: 'authority', title: RT.authority, inTable: false, rules: { max: 100 } },
      { key: 'issueDate', title: RT.issueDate, type: 'date', inTable: false },
      {
        key: 'validUntil', title: RT.validUntil, type: 'date', width: 200,
        render: (v, row) => <ExpiryCell date={v as string | null} daysLeft={row.daysLeft} />,
      },
    ],
    toBody: withPerson(personId),
    onChanged: (qc) => void qc.invalidateQueries({ queryKey: ['personCert'] }),
  };
}

export function educationDef(personId: string): ResourceDef<PersonEducation> {
  return {
    name: 'personEducation',
    title: RT.education,
    api: { detail: true },
    columns: [
      { key: 'kind', title: RT.kind, type: 'dict', dictCode: 'education_type', width: 100, rules: { required: true } },
      { key: 'eduDate', title: RT.eduDate, type: 'date', width: 110, rules: { required: true } },
      { key: 'hours', title: RT.hours, type: 'number', width: 70, props: { min: 0, max: 9999, precision: 1 } },
      { key: 'content', title: RT.content, type: 'textarea', ellipsis: true, rules: { max: 500 } },
      { key: 'trainer', title: RT.trainer, width: 90, rules: { max: 50 } },
      { key: 'score', title: RT.score, type: 'number', width: 90, props: { min: 0, max: 100, precision: 0 } },
      {
        key: 'passed', title: RT.passed, type: 'switch', width: 90, defaultValue: true,
        render: (v) => (v ? <Tag color="green">{RT.pass}</Tag> : <Tag color="red">{RT.fail}</Tag>),
      },
    ],
    toBody: withPerson(personId),
  };
}
