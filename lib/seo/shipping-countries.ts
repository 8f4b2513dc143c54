// The countries the shop delivers to (SHOP_COUNTRIES, ISO 3166-1 alpha-2 codes, comma separated):
// merchant listings must name where their shipping rate and return policy apply.
import { serverEnv } from '@/server/config';

const CODE = /^[A-Z]{2}$/;

export function shippingCountries(env: Record<string, string | undefined> = serverEnv()): string[] {
  const codes = (env.SHOP_COUNTRIES ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => CODE.test(code));
  return codes.length > 0 ? [...new Set(codes)] : ['US'];
}

/** "3-5 days", "2 days", "1–2 weeks" as a range of days; null when the text has no number. */
export function deliveryDays(text: string | null | undefined): { min: number; max: number } | null {
  const numbers = (text ?? '').match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return null;
  const scale = /week|أسبوع|أسابيع/i.test(text ?? '') ? 7 : 1;
  const [first, second = first] = numbers;
  return { min: Math.min(first, second) * scale, max: Math.max(first, second) * scale };
}
