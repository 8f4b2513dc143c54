import type { Master } from '@/lib/api/schemas/settings';

/** What the sign-in and sign-up dialogs need of the shop's settings. */
export interface AuthSettings {
  demo: boolean;
  otpOnRegister: boolean;
  otpChannel: 'email' | 'phone';
  phoneRequired: boolean;
  phoneMin: number;
  phoneMax: number;
}

export function authSettingsOf(master: Master): AuthSettings {
  return {
    demo: master.app_environment === 'local',
    otpOnRegister: master.register_otp_verify,
    otpChannel: master.register_otp_type === 'phone' ? 'phone' : 'email',
    phoneRequired: master.phone_required,
    phoneMin: master.phone_min_length,
    phoneMax: master.phone_max_length,
  };
}
