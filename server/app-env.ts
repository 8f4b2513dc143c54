// APP_ENV: `local` (the default) is the demo, with its conveniences (one-time codes in answers,
// the sandbox payment, the demo reset); anything else, such as `production`, is a real shop.
export const isLocalDemo = (env: NodeJS.ProcessEnv = process.env): boolean => (env.APP_ENV?.trim() || 'local') === 'local';
