import { useQuery } from '@tanstack/react-query';
import { Drawer, Spin } from 'antd';
import { http } from '@/api/http';
import { unwrap } from '@/api/modules/result';
import { Description, DescriptionList } from '@/shared/components/DescriptionList';
import { apiPath, fieldsFor } from './derive';
import { renderValue } from './display';
import { T } from './texts';
import type { CrudContext, ResourceDef } from './types';

export interface DetailDrawerProps<Row> {
  def: ResourceDef<Row>;
  row: Row;
  open: boolean;
  ctx: CrudContext<Row>;
  onClose: () => void;
  afterClose?: () => void;
}

/** {title}详情: the detail fields of a row (loaded from the detail endpoint when there is one). */
export function DetailDrawer<Row>({ def, row, open, ctx, onClose, afterClose }: DetailDrawerProps<Row>) {
  const path = apiPath(def, 'detail');
  const id = (row as Record<string, unknown>)[def.rowKey ?? 'id'];
  const { data, isFetching } = useQuery({
    queryKey: [def.name, 'detail', id],
    queryFn: () => unwrap(http.get<Row>(path!, { id })),
    enabled: Boolean(path) && open,
    staleTime: 0,
  });
  const shown = data ?? row;
  return (
    <Drawer title={T.detailTitle(def.title)} open={open} onClose={onClose} size={640}
      afterOpenChange={(o) => { if (!o) afterClose?.(); }}>
      <Spin spinning={isFetching}>
        <DescriptionList col={2}>
          {fieldsFor(def, 'detail').map((f) => (
            <Description key={f.key} term={f.title}>{renderValue(f, shown, ctx)}</Description>
          ))}
        </DescriptionList>
      </Spin>
    </Drawer>
  );
}
