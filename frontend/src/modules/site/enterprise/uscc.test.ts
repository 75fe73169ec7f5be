import { USCC_CHECK, USCC_FORMAT, usccCheckChar, usccProblem } from './uscc';

describe('unified social credit code', () => {
  it('accepts real codes, in lower case and with blanks too', () => {
    expect(usccProblem('91110000100003962Y')).toBeNull();
    expect(usccProblem(' 91110000100003962y ')).toBeNull();
  });
  it('names a wrong check character', () => {
    expect(usccProblem('91110000100003962X')).toBe(USCC_CHECK);
  });
  it('names a wrong length or a letter the code never uses', () => {
    expect(usccProblem('9111000010000396')).toBe(USCC_FORMAT);
    expect(usccProblem('91110000I00003962Y')).toBe(USCC_FORMAT);
  });
  it('computes the check character the server computes', () => {
    // values of core.cnid.uscc_check_char
    expect(usccCheckChar('91320100000012345')).toBe('0');
    expect(usccCheckChar('91110000100001352')).toBe('D');
    expect(usccCheckChar('91310000607204962')).toBe('W');
  });
});
