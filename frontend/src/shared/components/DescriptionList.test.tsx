import { render, screen } from '@testing-library/react';
import { Description, DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('renders the title and term/description pairs', () => {
    render(
      <DescriptionList title="基本信息" col={2}>
        <Description term="项目名称">一号楼</Description>
        <Description term="负责人">张三</Description>
      </DescriptionList>,
    );
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.getByText('项目名称：')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    expect(document.querySelectorAll('.ant-col-sm-12')).toHaveLength(2);
  });
});
