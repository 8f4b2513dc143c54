import { deviceOf, webVitalsEnabled } from '@/lib/observability/web-vitals-beacon';

describe('deviceOf', () => {
  it('classes the viewport by width, and a browser that says it is a phone as a phone', () => {
    expect(deviceOf(375)).toBe('mobile');
    expect(deviceOf(767)).toBe('mobile');
    expect(deviceOf(768)).toBe('tablet');
    expect(deviceOf(1023)).toBe('tablet');
    expect(deviceOf(1024)).toBe('desktop');
    expect(deviceOf(900, true)).toBe('mobile');
    expect(deviceOf(1280, false)).toBe('desktop');
  });
});

describe('webVitalsEnabled', () => {
  it('is on unless WEB_VITALS says off', () => {
    expect(webVitalsEnabled({})).toBe(true);
    expect(webVitalsEnabled({ WEB_VITALS: 'on' })).toBe(true);
    for (const off of ['off', 'OFF', ' off ', 'false', '0']) expect(webVitalsEnabled({ WEB_VITALS: off })).toBe(false);
  });
});
