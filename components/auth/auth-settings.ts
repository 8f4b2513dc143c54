import type { Master } from '@/lib/api/schemas/settings';
import { SOCIAL_PROVIDERS, type SocialProviderId } from '@/lib/auth/social-providers';

/** What the sign-in and sign-up dialogs need of the shop's settings. */
export interface AuthSettings {
  demo: boolean;
  otpOnRegister: boolean;
  otpChannel: 'email' | 'phone';
  phoneRequired: boolean;
  phoneMin: number;
  phoneMax: number;
  /** Social sign-in buttons: active in settings and configured on this server. */
  social: SocialProviderId[];
}

export function authSettingsOf(master: Master, configured: readonly SocialProviderId[] = []): AuthSettings {
  return {
    demo: master.app_environment === 'local',
    otpOnRegister: master.register_otp_verify,
    otpChannel: master.register_otp_type === 'phone' ? 'phone' : 'email',
    phoneRequired: master.phone_required,
    phoneMin: master.phone_min_length,
    phoneMax: master.phone_max_length,
    social: SOCIAL_PROVIDERS.filter((provider) => master.social_auths[provider]?.is_active && configured.includes(provider)),
  };
}
