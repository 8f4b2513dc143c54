// APP_ENV: `local` (the default) is the demo, with its conveniences (one-time codes in answers,
// the sandbox payment, the demo reset); anything else, such as `production`, is a real shop.
import { serverEnv } from '@/server/config';

export const isLocalDemo = (env: NodeJS.ProcessEnv = serverEnv()): boolean => (env.APP_ENV?.trim() || 'local') === 'local';
