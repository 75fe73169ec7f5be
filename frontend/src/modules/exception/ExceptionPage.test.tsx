import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import E403 from './E403';
import E404 from './E404';
import E500 from './E500';

describe('exception pages', () => {
  it.each([
    [E403, '403', '抱歉，你无权访问该页面'],
    [E404, '404', '抱歉，你访问的页面不存在或仍在开发中'],
    [E500, '500', '抱歉，服务器出错了'],
  ])('shows the code and text and goes back to the console', (Page, code, text) => {
    render(
      <MemoryRouter initialEntries={['/x']}>
        <Routes>
          <Route path="/x" element={<Page />} />
          <Route path="/welcome" element={<div>console</div>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText(code)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(screen.getByText('console')).toBeTruthy();
  });
});
