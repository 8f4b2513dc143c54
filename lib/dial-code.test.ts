import { dialCodeLabel, sameDialCode } from './dial-code';

describe('dialCodeLabel', () => {
  it('writes one "+" whether the code comes with it or not', () => {
    expect(dialCodeLabel('1')).toBe('+1');
    expect(dialCodeLabel('+44')).toBe('+44');
    expect(dialCodeLabel(' 971 ')).toBe('+971');
    expect(dialCodeLabel('++20')).toBe('+20');
  });

  it('gives nothing for a missing code', () => {
    expect(dialCodeLabel(null)).toBe('');
    expect(dialCodeLabel(undefined)).toBe('');
    expect(dialCodeLabel('+')).toBe('');
  });
});

describe('sameDialCode', () => {
  it('matches codes written with and without "+", never two blanks', () => {
    expect(sameDialCode('1', '+1')).toBe(true);
    expect(sameDialCode('44', '1')).toBe(false);
    expect(sameDialCode(null, '')).toBe(false);
  });
});
