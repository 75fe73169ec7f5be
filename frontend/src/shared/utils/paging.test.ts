import { approxTotalText, nextPageAfterLoad, totalText } from './paging';

describe('nextPageAfterLoad', () => {
  it('steps back from an empty page after the first', () => {
    expect(nextPageAfterLoad({ pageNo: 3, rows: [] })).toBe(2);
    expect(nextPageAfterLoad({ pageNo: 2, rows: [] })).toBe(1);
  });
  it('stays when the page has rows or is the first page', () => {
    expect(nextPageAfterLoad({ pageNo: 3, rows: [{}] })).toBeNull();
    expect(nextPageAfterLoad({ pageNo: 1, rows: [] })).toBeNull();
  });
});

describe('totalText', () => {
  it('renders from-to and the total without spaces', () => {
    expect(totalText(35, [1, 10])).toBe('1-10共35条');
    expect(totalText(35, [31, 35])).toBe('31-35共35条');
  });
});

describe('approxTotalText', () => {
  it('marks an estimated total and rounds it to two significant digits', () => {
    expect(approxTotalText(1_003_512, [1, 10])).toBe('1-10共约1,000,000条');
    expect(approxTotalText(26_833, [11, 20])).toBe('11-20共约27,000条');
    expect(approxTotalText(87, [1, 10])).toBe('1-10共约87条');
  });
});
