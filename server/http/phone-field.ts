// The phone rules of settings (phone_required, phone_min_length, phone_max_length) applied to a
// number as typed: what a form shows under the phone field, or null when the number is fine.
export interface PhoneRules {
  required: boolean;
  min: number;
  max: number;
}

export function phoneProblem(phone: string, { required, min, max }: PhoneRules): string | null {
  const digits = phone.replace(/\D/g, '');
  if (required && digits.length === 0) return 'The phone field is required.';
  if (digits.length > 0 && (digits.length < min || digits.length > max)) return `The phone field must be between ${min} and ${max} digits.`;
  return null;
}
