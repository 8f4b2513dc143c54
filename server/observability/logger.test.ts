import { createLogger, logFormat, logLevel, textLine } from './logger';
import { requestContext } from './request-context';

function capture(env: Record<string, string | undefined>) {
  const lines: string[] = [];
  const logger = createLogger(env, { write: (line) => void lines.push(line) });
  return { logger, lines };
}

describe('the log', () => {
  it('is one JSON object per line in production, with time, level and message', () => {
    const { logger, lines } = capture({ NODE_ENV: 'production' });
    logger.info({ status: 200 }, 'answered');
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({ level: 'info', msg: 'answered', status: 200 });
    expect(typeof line.time).toBe('string');
  });

  it('carries the id of the request being served on every line written inside it', () => {
    const { logger, lines } = capture({ NODE_ENV: 'production' });
    requestContext.run({ requestId: 'req-123' }, () => logger.warn('inside'));
    logger.warn('outside');
    expect(JSON.parse(lines[0]).requestId).toBe('req-123');
    expect(JSON.parse(lines[1]).requestId).toBeUndefined();
  });

  it('scrubs personal data from messages, fields and errors', () => {
    const { logger, lines } = capture({ NODE_ENV: 'production' });
    logger.error({ email: 'jane@example.com', err: new Error('duplicate key (email)=(jane@example.com)') }, 'sign-up of jane@example.com failed');
    expect(lines.join('')).not.toContain('jane@example.com');
    expect(JSON.parse(lines[0]).err.message).toContain('[email]');
  });

  it('honours LOG_LEVEL and LOG_FORMAT, with sane defaults', () => {
    expect(logLevel({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevel({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'development' })).toBe('text');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'text' })).toBe('text');
    const { logger, lines } = capture({ LOG_LEVEL: 'warn', LOG_FORMAT: 'text' });
    logger.info('not shown');
    logger.warn({ status: 503 }, 'shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} WARN  shown status=503\n$/);
  });

  it('reads a line it cannot parse as it is', () => {
    expect(textLine('plain')).toBe('plain');
  });
});

describe('the web server’s own lines', () => {
  it('are written as the logger writes its lines, at its level, in JSON or as text', async () => {
    const { writeOwnLine } = await import('./logger');
    const json = capture({ NODE_ENV: 'production', LOG_LEVEL: 'info' });
    writeOwnLine(json.logger, 'info', { requestId: 'r-1', status: 200, durationMs: 1.5 }, 'request');
    writeOwnLine(json.logger, 'debug', { requestId: 'r-2' }, 'request');
    expect(json.lines).toHaveLength(1);
    expect(JSON.parse(json.lines[0])).toMatchObject({ level: 'info', requestId: 'r-1', status: 200, durationMs: 1.5, msg: 'request' });
    const text = capture({ LOG_FORMAT: 'text' });
    writeOwnLine(text.logger, 'warn', { status: 503 }, 'request');
    expect(text.lines[0]).toMatch(/ WARN  request status=503\n$/);
  });
});
