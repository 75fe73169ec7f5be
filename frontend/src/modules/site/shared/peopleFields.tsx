/** The fields of a real-name record, shared by 人员, 工人 and 班组人员 (each picks what it shows). */
import { Space, Tag, Typography } from 'antd';
import type { SitePerson } from '@/api/modules/site';
import type { FieldDef, Option } from '@/shared/crud';
import { FacePhoto } from './FacePhoto';
import { idNumberProblem, isMaskedId } from './idNumber';
import { RevealIdNo } from './RevealIdNo';
import { enterpriseSource, teamSource } from './sources';
import { T } from './texts';

type Field = FieldDef<SitePerson>;
export type PeopleKind = 'person' | 'worker' | 'teamPerson';

const YES_NO: Option[] = [{ value: 'true', label: T.yes }, { value: 'false', label: T.no }];
const ON_SITE: Option[] = [{ value: 'true', label: T.onSiteYes }, { value: 'false', label: T.onSiteNo }];

const idNoRule = {
  validator: (_r: unknown, v: unknown) => {
    const text = typeof v === 'string' ? v.trim() : '';
    if (!text || isMaskedId(text)) return Promise.resolve();
    const problem = idNumberProblem(text);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};

/** The name with its marks: 班组长, 黑名单. */
function NameCell({ row }: { row: SitePerson }) {
  return (
    <Space size={4} wrap>
      <Typography.Text>{row.name}</Typography.Text>
      {row.isLeader && <Tag color="blue">{T.isLeader}</Tag>}
      {row.blacklisted && <Tag color="red">{T.blacklisted}</Tag>}
      {row.exitDate && <Tag>{T.onSiteNo}</Tag>}
    </Space>
  );
}

export function peopleFields(kind: PeopleKind): Field[] {
  const view = kind === 'person' ? 'person' : 'worker';
  const workers = kind !== 'person';
  const fields: (Field | false)[] = [
    kind === 'teamPerson' && {
      key: 'face', title: T.face, width: 64, inForm: false, inDetail: false,
      render: (_v, row) => <FacePhoto resource="worker" id={row.id} hasFace={row.hasFace} size={36} stamp={row.version} />,
    },
    {
      key: 'name', title: T.name, inSearch: true, sorter: true, width: 120, placeholder: '姓名开头的字',
      rules: { required: true, max: 50 }, render: (_v, row) => <NameCell row={row} />,
    },
    {
      key: 'idNo', title: T.idNo, inSearch: true, width: 170, placeholder: '完整的18位号码', help: T.idNoHelp,
      rules: { required: true, max: 18, extra: [idNoRule] },
      render: (value, row) => <RevealIdNo resource={view} id={row.id} masked={String(value ?? '')} />,
    },
    kind === 'teamPerson' && {
      key: 'issuedTime', title: T.issued, width: 90, inForm: false,
      render: (v) => (v ? <Tag color="green">{T.issuedYes}</Tag> : <Tag>{T.issuedNo}</Tag>),
    },
    {
      key: 'gender', title: T.genderAge, width: 90, inForm: false,
      render: (v, row) => `${v === 2 ? T.female : T.male} · ${T.ageValue(row.age)}`,
    },
    { key: 'birthDate', title: T.birthDate, inForm: false, inTable: false, inDetail: true },
    { key: 'phone', title: T.phone, width: 120, rules: { pattern: /^1[3-9]\d{9}$/, patternMessage: T.phonePattern } },
    {
      key: 'enterpriseId', title: T.enterprise, type: 'select', source: enterpriseSource, inSearch: kind !== 'teamPerson',
      width: 150, ellipsis: true, get: (row) => row.enterpriseName, rules: { required: !workers },
    },
    workers && {
      key: 'teamId', title: T.team, type: 'select', source: teamSource, inSearch: kind === 'worker', width: 120,
      get: (row) => row.teamName, rules: { required: kind === 'teamPerson' },
    },
    workers && { key: 'workType', title: T.workType, type: 'dict', dictCode: 'work_type', inSearch: true, width: 100 },
    !workers && { key: 'post', title: T.post, type: 'select', dictCode: 'staff_post', inSearch: true, width: 110 },
    workers && { key: 'isLeader', title: T.isLeader, type: 'switch', inTable: false, defaultValue: false },
    { key: 'entryDate', title: T.entryDate, type: 'date', width: 110, sorter: true },
    // in the form and the detail; in the list a person who left carries 已退场 beside the name
    { key: 'exitDate', title: T.exitDate, type: 'date', width: 110, inTable: false },
    { key: 'onSite', title: T.onSite, type: 'select', options: ON_SITE, inSearch: true, inTable: false, inForm: false, inDetail: false },
    {
      key: 'blacklisted', title: T.blacklisted, type: 'select', options: YES_NO, inSearch: kind === 'worker',
      inTable: false, inForm: false, inDetail: workers, render: (v) => (v ? <Tag color="red">{T.yes}</Tag> : T.no),
    },
    { key: 'blacklistReason', title: T.blacklistReason, inTable: false, inForm: false, inDetail: workers },
    { key: 'nation', title: T.nation, inTable: false, rules: { max: 20 } },
    { key: 'nativeAddress', title: T.nativeAddress, inTable: false, rules: { max: 255 } },
    { key: 'bankName', title: T.bankName, inTable: false, rules: { max: 100 } },
    { key: 'bankAccount', title: T.bankAccount, inTable: false, rules: { max: 40 } },
    { key: 'remark', title: T.remark, type: 'textarea', inTable: false, wide: true, rules: { max: 255 } },
  ];
  const table = TABLE[kind];
  return fields
    .filter((f): f is Field => Boolean(f))
    .map((f) => (f.inTable === false || table.has(f.key) ? f : { ...f, inTable: false }));
}

/** What each table shows (the rest is in the detail): the team's own screen needs no team column. */
const TABLE: Record<PeopleKind, ReadonlySet<string>> = {
  person: new Set(['name', 'idNo', 'gender', 'phone', 'enterpriseId', 'post', 'entryDate', 'exitDate']),
  worker: new Set(['name', 'idNo', 'gender', 'phone', 'enterpriseId', 'teamId', 'workType', 'entryDate']),
  teamPerson: new Set(['face', 'name', 'idNo', 'issuedTime', 'workType', 'phone', 'entryDate']),
};
