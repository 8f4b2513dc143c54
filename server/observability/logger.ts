// The shop's log: one JSON object per line (LOG_FORMAT=json, the default in production) or a
// readable line (LOG_FORMAT=text, the default in development), at LOG_LEVEL (info). Every line
// written while a request is served carries its request id; every string is scrubbed of personal
// data (./scrub.ts) before it is written.
import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-context';
import { scrubText, scrubValue } from './scrub';
import { processWide } from '@/server/process-wide';
import { serverEnv } from '@/server/config';

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export function logLevel(env: Record<string, string | undefined> = serverEnv()): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : 'info';
}

export function logFormat(env: Record<string, string | undefined> = serverEnv()): 'json' | 'text' {
  const format = env.LOG_FORMAT?.trim().toLowerCase();
  if (format === 'json' || format === 'text') return format;
  return env.NODE_ENV === 'production' ? 'json' : 'text';
}

const LABELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A JSON line as a person reads it: time, level, message, then the other fields. */
export function textLine(json: string): string {
  try {
    const { time, level, msg, pid: _pid, hostname: _host, ...rest } = JSON.parse(json) as Record<string, unknown>;
    const when = new Date(typeof time === 'number' ? time : Date.now()).toISOString().slice(11, 23);
    const fields = Object.entries(rest)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      .join(' ');
    return `${when} ${(typeof level === 'string' ? level.toUpperCase() : (LABELS[Number(level)] ?? String(level))).padEnd(5)} ${msg ?? ''}${fields ? ` ${fields}` : ''}\n`;
  } catch {
    return json;
  }
}

export type Destination = { write(line: string): void };

/**
 * JSON lines go to standard output through a buffer written a few KB at a time (at least every
 * 200 ms): one write per request line would cost a busy server more than the line itself.
 * Readable lines are for a person at a terminal and are written at once.
 */
function standardOutput(format: 'json' | 'text'): Destination {
  if (format === 'text') return { write: (line: string) => void process.stdout.write(line) };
  return pino.destination({ dest: 1, sync: false, minLength: 8192, periodicFlush: 200 });
}

const OUTPUT = Symbol.for('shop.log.output');
type WithOutput = Logger & { [OUTPUT]?: Destination };

export function createLogger(env: Record<string, string | undefined> = serverEnv(), destination?: Destination): Logger {
  const format = logFormat(env);
  const out: Destination = destination ?? standardOutput(format);
  const stream = format === 'text' ? { write: (line: string) => out.write(textLine(line)) } : out;
  const logger: WithOutput = pino(
    {
      level: logLevel(env),
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => scrubValue(object) as Record<string, unknown>,
      },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          // Messages are scrubbed like fields (the object's fields by `formatters.log`).
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>;
          return method.apply(this, scrubbed);
        },
      },
    },
    stream,
  );
  logger[OUTPUT] = stream;
  return logger;
}

export type LineFields = Record<string, string | number | undefined>;

/**
 * A line whose every field the shop made itself (the web server's line per request): written
 * straight to the logger's output, a few microseconds instead of the scrubbing path, which a busy
 * server would pay on every request. Strings that came from the client (a path) must be passed
 * through scrubText by the caller.
 */
export function writeOwnLine(logger: Logger, level: 'debug' | 'info' | 'warn' | 'error', fields: LineFields, msg: string): void {
  if (!logger.isLevelEnabled(level)) return;
  const out = (logger as WithOutput)[OUTPUT];
  if (!out) {
    logger[level](fields, msg);
    return;
  }
  out.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg })}\n`);
}


/** Writes out what the logger still buffers (before the process exits). */
export function flushLog(logger: Logger = log()): Promise<void> {
  return new Promise((resolve) => {
    try {
      logger.flush(() => resolve());
    } catch {
      resolve();
    }
  });
}

/** The process's logger (one for the web server and the bundle). */
export function log(): Logger {
  return (processWide.logger ??= createLogger());
}

/**
 * console.* written by anything in the process (Next.js, libraries, older code) goes through the
 * logger, so the log is one format and is scrubbed like the rest.
 */
export function captureConsole(logger: Logger = log()): void {
  const write = (level: 'info' | 'warn' | 'error' | 'debug') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== error)
        .map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : safeJson(arg)))
        .join(' ')
        .replace(/\u001b\[[0-9;]*m/g, '')
        .trim();
      if (error) logger[level]({ err: error }, text || error.message);
      else logger[level](text);
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
  console.debug = write('debug');
}

function safeJson(value: unknown): string {
  try {
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}
