import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Form, Select, Space, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { getMonthSheet, type MonthSheet, type SheetCell, type SheetRow } from '@/api/modules/attendance';
import { unwrap } from '@/api/modules/result';
import { useHasPerm, useSourceData } from '@/shared/crud';
import { useExport } from '@/shared/crud/useExport';
import { dictTypeData } from '@/shared/utils/dict';
import { teamSource } from './sources';
import { T } from './texts';

const WEEKDAY = ['', '一', '二', '三', '四', '五', '六', '日'];

function cell(c: SheetCell | null) {
  if (!c) return null;
  const text = c.hours ? `${c.mark}${c.hours}` : c.mark;
  return (
    <Tooltip title={`${T.firstIn} ${c.firstIn ?? '-'}，${T.lastOut} ${c.lastOut ?? '-'}`}>
      <span style={{ color: c.mark === '√' ? '#389e0d' : '#d46b08', whiteSpace: 'nowrap' }}>{text}</span>
    </Tooltip>
  );
}

function sheetColumns(sheet: MonthSheet): TableColumnsType<SheetRow> {
  const days: TableColumnsType<SheetRow> = Array.from({ length: sheet.days }, (_, i) => ({
    key: `d${i + 1}`,
    title: (
      <div style={{ lineHeight: 1.2, color: sheet.weekdays[i] >= 6 ? '#cf1322' : undefined }}>
        {i + 1}<br /><small>{WEEKDAY[sheet.weekdays[i]]}</small>
      </div>
    ),
    width: 56,
    align: 'center',
    render: (_: unknown, row: SheetRow) => cell(row.cells[i]),
  }));
  return [
    { key: 'name', dataIndex: 'name', title: T.personName, width: 96, fixed: 'left' },
    {
      key: 'workType', dataIndex: 'workType', title: T.workType, width: 90, fixed: 'left',
      render: (v: string | null) => (v ? dictTypeData('work_type', v) : '-'),
    },
    ...days,
    { key: 'presentDays', dataIndex: 'presentDays', title: T.presentDays, width: 84, fixed: 'right', align: 'center' },
    { key: 'hours', dataIndex: 'hours', title: T.totalHours, width: 84, fixed: 'right', align: 'center' },
  ];
}

/** 月度考勤表: one team's month, a row per person and a column per day; exported as xlsx. */
export default function MonthSheetPage() {
  const teams = useSourceData(teamSource, {});
  const [teamId, setTeamId] = useState<string>();
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const chosenTeam = teamId ?? (teams.data?.[0]?.value as string | undefined);
  const monthText = month.format('YYYY-MM');
  const { data, isFetching } = useQuery({
    queryKey: ['attendance', 'monthSheet', chosenTeam, monthText],
    queryFn: () => unwrap(getMonthSheet(chosenTeam as string, monthText)),
    enabled: Boolean(chosenTeam),
  });
  const hasPerm = useHasPerm();
  const exporter = useExport('/attendance/monthSheetExport', `月度考勤表_${monthText}.xlsx`);
  const columns = useMemo(() => (data ? sheetColumns(data) : []), [data]);
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Form layout="inline">
          <Form.Item label={T.team}>
            <Select style={{ width: 180 }} placeholder={T.pickTeam} value={chosenTeam} options={teams.data ?? []}
              onChange={(v: string) => setTeamId(v)} />
          </Form.Item>
          <Form.Item label={T.month}>
            <DatePicker picker="month" allowClear={false} value={month} onChange={(v) => v && setMonth(v)}
              disabledDate={(d) => d.isAfter(dayjs(), 'month')} />
          </Form.Item>
        </Form>
        {hasPerm('attendance:monthSheetExport') && (
          <Button icon={<DownloadOutlined />} loading={exporter.exporting} disabled={!chosenTeam}
            onClick={() => void exporter.run({ teamId: chosenTeam, month: monthText })}>{T.export}</Button>
        )}
      </Space>
      {!chosenTeam ? <Empty description={T.noTeam} /> : (
        <Table<SheetRow>
          rowKey="personId" size="small" bordered loading={isFetching} columns={columns} dataSource={data?.rows ?? []}
          pagination={false} scroll={{ x: 96 + 90 + 168 + (data?.days ?? 31) * 56, y: 560 }}
          title={() => <Typography.Text type="secondary">{T.legend}</Typography.Text>}
          summary={() => data && (
            <Table.Summary fixed>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}><b>{T.total}（{data.rows.length}人）</b></Table.Summary.Cell>
                {data.dayPresent.map((n, i) => (
                  <Table.Summary.Cell key={i} index={i + 2} align="center">{n || ''}</Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={data.days + 2} align="center"><b>{data.presentDays}</b></Table.Summary.Cell>
                <Table.Summary.Cell index={data.days + 3} align="center"><b>{data.hours}</b></Table.Summary.Cell>
              </Table.Summary.Row>
            </Table.Summary>
          )}
        />
      )}
    </Card>
  );
}
