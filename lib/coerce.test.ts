import { flagOf, formFlagOf } from './coerce';

describe('a yes or no', () => {
  it('reads every usual spelling, in any case, with spaces around', () => {
    for (const yes of [true, 1, '1', 'true', 'TRUE', ' on ', 'Yes']) expect([yes, flagOf(yes)]).toEqual([yes, true]);
    for (const no of [false, 0, '0', 'false', 'Off', ' no ']) expect([no, flagOf(no)]).toEqual([no, false]);
  });

  it('is unknown when absent, blank or anything else', () => {
    for (const other of [undefined, null, '', '  ', 'maybe', 2, -1, {}, []]) expect([other, flagOf(other)]).toEqual([other, undefined]);
  });

  it('in a form: absent or blank is no, and another value is left for validation to refuse', () => {
    expect([undefined, null, '', ' '].map(formFlagOf)).toEqual([false, false, false, false]);
    expect(formFlagOf('on')).toBe(true);
    expect(formFlagOf('maybe')).toBe('maybe');
    expect(formFlagOf(2)).toBe(2);
  });
});
