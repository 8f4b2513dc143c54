import { themeCss } from './index';

const full = {
  primary: '#0ea5e9', primary50: '#f0f9ff', primary100: '#e0f2fe', primary200: '#bae6fd', primary300: '#7dd3fc',
  primary400: '#38bdf8', primary500: '#0ea5e9', primary600: '#0284c7', primary700: '#0369a1', primary800: '#075985',
  primary900: '#0c4a6e', primary950: '#082f49',
};

describe('themeCss', () => {
  it('sets every palette variable when all 12 colours are present', () => {
    const css = themeCss(full);
    expect(css).toContain('--color-primary:#0ea5e9');
    expect(css).toContain('--color-primary-50:#f0f9ff');
    expect(css).toContain('--color-primary-950:#082f49');
    expect(css?.match(/--color-primary/g)).toHaveLength(12);
  });

  it('changes nothing when one colour is missing or empty', () => {
    const { primary950: _dropped, ...eleven } = full;
    void _dropped;
    expect(themeCss(eleven)).toBeNull();
    expect(themeCss({ ...full, primary300: '' })).toBeNull();
    expect(themeCss(null)).toBeNull();
  });

  it('refuses values that are not colours, so settings cannot inject CSS', () => {
    expect(themeCss({ ...full, primary: 'red;}body{display:none' })).toBeNull();
  });
});
