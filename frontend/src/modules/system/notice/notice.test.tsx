import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeContent } from './NoticeContent';
import { noticeToBody } from './noticeDef';

describe('noticeToBody', () => {
  it('turns the publish switch into Snowy status and always sends the recipient list', () => {
    expect(noticeToBody({ title: 'a', publishNow: true, noticeUserIdList: ['1'] })).toEqual({ title: 'a', noticeUserIdList: ['1'], status: 1 });
    expect(noticeToBody({ title: 'a' })).toEqual({ title: 'a', noticeUserIdList: [], status: 0 });
  });
});

describe('NoticeContent', () => {
  it('renders the markup without anything that runs', () => {
    const html = '<p onclick="x()">正文<script>alert(1)</script><img src="a.png" onerror="alert(2)"><strong>重点</strong></p><style>p{}</style>';
    const { getByTestId } = render(<NoticeContent html={html} />);
    const box = getByTestId('notice-content');
    expect(box.querySelector('strong')?.textContent).toBe('重点');
    expect(box.querySelector('script, style')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onclick|onerror|alert/);
  });
});
