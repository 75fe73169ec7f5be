/** 结果: the number of answers, the average total and each item's average. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Modal, Progress, Spin, Table } from 'antd';
import { errorMessage } from '@/api/http';
import { getSurveyResult, type SurveyResultItem } from '@/api/modules/manageTool';
import { unwrap } from '@/api/modules/result';
import type { ActionModalProps } from '@/shared/crud';
import type { Survey } from './index';
import { T } from './texts';

const show = (v: number | null) => (v == null ? T.none : String(v));

export function ResultModal({ row, open, onClose }: ActionModalProps<Survey>) {
  const { data, error, isLoading } = useQuery({
    queryKey: ['siteSurveyEvaluate', 'result', row.id],
    queryFn: () => unwrap(getSurveyResult(row.id)),
    enabled: open,
  });
  const maxTotal = row.items.reduce((sum, i) => sum + i.maxScore, 0);
  return (
    <Modal title={T.resultTitle(row.title)} open={open} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      {isLoading && <Spin />}
      {error && <Alert type="error" showIcon message={errorMessage(error)} />}
      {data && (
        <div data-testid="survey-result">
          <Descriptions size="small" column={2} style={{ marginBottom: 16 }}
            items={[
              { key: 'count', label: T.answerCount, children: data.answerCount },
              { key: 'total', label: T.averageTotal, children: `${show(data.averageTotal)} / ${maxTotal}` },
            ]} />
          <Table<SurveyResultItem> size="small" rowKey="id" pagination={false} dataSource={data.items}
            columns={[
              { title: T.items, dataIndex: 'name' },
              { title: T.maxScore, dataIndex: 'maxScore', width: 70 },
              { title: T.average, dataIndex: 'average', width: 80, render: show },
              {
                title: '', key: 'bar', width: 160,
                render: (_, i) => <Progress percent={i.average == null ? 0 : Math.round((i.average / i.maxScore) * 100)} size="small" />,
              },
              { title: T.itemAnswers, dataIndex: 'answerCount', width: 90 },
            ]} />
        </div>
      )}
    </Modal>
  );
}
