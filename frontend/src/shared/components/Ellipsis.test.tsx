import { render, screen } from '@testing-library/react';
import { Ellipsis } from './Ellipsis';

describe('Ellipsis', () => {
  it('keeps short text', () => {
    render(<Ellipsis length={8}>塔吊</Ellipsis>);
    expect(screen.getByText('塔吊')).toBeTruthy();
  });
  it('cuts by display width and adds ...', () => {
    render(<Ellipsis length={6}>安全综合预警平台</Ellipsis>);
    expect(screen.getByText('安全综...')).toBeTruthy();
  });
});
