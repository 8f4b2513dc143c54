// Message times shown as hh:mm a, DD MMM, YYYY, in the shopper's
// language and clock.
import dayjs from 'dayjs';
import 'dayjs/locale/ar';

export const CHAT_TIME_FORMAT = 'hh:mm a, DD MMM, YYYY';

/** The formatted time, or the text as it came when it is not a date. */
export function formatChatTime(value: string, locale: string): string {
  const time = dayjs(value);
  if (!time.isValid()) return value;
  return time.locale(locale === 'ar' ? 'ar' : 'en').format(CHAT_TIME_FORMAT);
}
