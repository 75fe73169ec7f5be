/** 流程跟踪 as a page: the instance named by `?id=` (links from notices and lists). */
import { Card, Empty } from 'antd';
import { useSearchParams } from 'react-router';
import { T } from '../texts';
import { TrackingView } from './TrackingView';

export default function TrackingPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return <Card title={T.tracking}>{id ? <TrackingView instanceId={id} /> : <Empty description="请从待办、已办或我的申请中打开流程跟踪" />}</Card>;
}
