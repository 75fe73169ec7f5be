import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import type { SitePerson } from '@/api/modules/site';
import { usePerm } from '@/app/access';
import { Description, DescriptionList } from '@/shared/components/DescriptionList';
import { CrudPage, CRUD_TEXTS, displayText, fieldsFor, type DetailViewProps } from '@/shared/crud';
import { FacePhoto } from './FacePhoto';
import { certDef, educationDef } from './records';
import { T } from './texts';

/** 详情 of a person: photo and basic information, with the certificates and education records as tabs. */
export function personDrawer(resource: 'person' | 'worker') {
  return function PersonDrawer({ def, row, open, ctx, onClose, afterClose }: DetailViewProps<SitePerson>) {
    const { data, isFetching } = useQuery({
      queryKey: [resource, 'detail', row.id],
      queryFn: () => unwrap(http.get<SitePerson>(`/${resource}/detail`, { id: row.id })),
      enabled: open,
      staleTime: 0,
    });
    const person = data ?? row;
    const canCerts = usePerm('personCert:page');
    const canEducation = usePerm('personEducation:page');
    const certs = useMemo(() => certDef(row.id), [row.id]);
    const education = useMemo(() => educationDef(row.id), [row.id]);
    const basic = (
      <DescriptionList col={2}>
        {fieldsFor(def, 'detail').map((f) => {
          const value = f.get ? f.get(person) : (person as unknown as Record<string, unknown>)[f.key];
          return <Description key={f.key} term={f.title}>{f.render ? f.render(value, person, ctx) : displayText(f, value)}</Description>;
        })}
      </DescriptionList>
    );
    const params = { personId: row.id };
    const tabs = [
      { key: 'basic', label: T.basic, children: basic },
      ...(canCerts ? [{ key: 'certs', label: T.certs, children: <CrudPage def={certs} params={params} bare /> }] : []),
      ...(canEducation ? [{ key: 'education', label: T.education, children: <CrudPage def={education} params={params} bare /> }] : []),
    ];
    return (
      <Drawer title={CRUD_TEXTS.detailTitle(def.title)} open={open} onClose={onClose} size={880}
        afterOpenChange={(o) => { if (!o) afterClose?.(); }}>
        <Spin spinning={isFetching}>
          <Flex gap={20} align="center" style={{ marginBottom: 16 }}>
            <FacePhoto resource={resource} id={row.id} hasFace={person.hasFace} size={112} stamp={person.version} />
            <Space orientation="vertical" size={4}>
              <Typography.Title level={4} style={{ margin: 0 }}>{person.name}</Typography.Title>
              <Space size={4} wrap>
                {person.teamName && <Tag>{person.teamName}</Tag>}
                {person.workTypeName && <Tag color="blue">{person.workTypeName}</Tag>}
                {person.post && <Tag color="blue">{person.post}</Tag>}
                {person.isLeader && <Tag color="blue">{T.isLeader}</Tag>}
                {person.blacklisted && <Tag color="red">{T.blacklisted}</Tag>}
              </Space>
              <Typography.Text type="secondary">{person.enterpriseName ?? ''}</Typography.Text>
            </Space>
          </Flex>
          <Tabs items={tabs} />
        </Spin>
      </Drawer>
    );
  };
}
