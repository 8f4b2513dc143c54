import { masterSchema } from './settings';

const minimal = { app_name: 'Shop' };

describe('settings fallbacks', () => {
  it('fills what the backend leaves out with the documented defaults', () => {
    const master = masterSchema.parse(minimal);
    expect(master.app_locale).toBe('en');
    expect(master.phone_required).toBe(true);
    expect(master.phone_min_length).toBe(9);
    expect(master.phone_max_length).toBe(16);
    expect(master.web_show_footer).toBe(true);
    expect(master.multi_vendor).toBe(false);
    expect(master.currencies).toEqual([]);
    expect(master.menus).toEqual([]);
    expect(master.social_auths).toEqual({});
  });

  it('reads flags and numbers the way the upstream backend writes them', () => {
    const master = masterSchema.parse({ ...minimal, multi_vendor: 1, show_download_app: '0', phone_required: 0, phone_min_length: '8', register_otp_verify: 'true' });
    expect(master.multi_vendor).toBe(true);
    expect(master.show_download_app).toBe(false);
    expect(master.phone_required).toBe(false);
    expect(master.phone_min_length).toBe(8);
    expect(master.register_otp_verify).toBe(true);
  });

  it('takes social sign-in providers as an object, and an empty list as none', () => {
    const master = masterSchema.parse({
      ...minimal,
      social_auths: { google: { name: 'google', client_id: 'id', is_active: 1, redirect_url: null } },
    });
    expect(master.social_auths.google?.is_active).toBe(true);
    expect(masterSchema.parse({ ...minimal, social_auths: [] }).social_auths).toEqual({});
  });

  it('treats an unknown currency position as prefix and a language without direction as ltr', () => {
    const master = masterSchema.parse({
      ...minimal,
      currencies: [{ name: 'USD', symbol: '$', position: 'before', is_default: 1, rate_from_default: '1.0' }],
      languages: [{ name: 'en', title: 'English' }],
    });
    expect(master.currencies[0]).toMatchObject({ position: 'prefix', is_default: true, rate_from_default: 1 });
    expect(master.languages[0].direction).toBe('ltr');
  });
});
