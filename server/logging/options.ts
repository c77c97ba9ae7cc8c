/**
 * How the server logs: short coloured lines for a person at a terminal, JSON
 * lines with request ids for machines. LOG_FORMAT=pretty|json chooses; without it a terminal
 * (stdout is a TTY) outside NODE_ENV=production gets pretty lines, everything else JSON. LOG_LEVEL
 * sets the level either way. Only the stream is chosen here: what is redacted is the app's business
 * (server/app.ts), so both apply to whichever format.
 */
import type { Config } from '../config';

export type LogFormat = 'pretty' | 'json';

export function chooseLogFormat(config: Pick<Config, 'logFormat'>, env: NodeJS.ProcessEnv = process.env, isTty = process.stdout.isTTY === true): LogFormat {
  if (config.logFormat) return config.logFormat;
  return isTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

interface LogLine {
  msg?: string;
  line?: string;
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * One line per request, `GET /path 200 12 ms`, instead of Fastify's two (incoming, completed) with
 * their request objects; other messages as they are. Errors keep their stack below the line.
 */
const PRETTY = {
  colorize: true,
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'pid,hostname,req,res,responseTime,reqId,line',
  messageFormat: (log: LogLine) => (log.line && log.res ? `${log.line} ${log.res.statusCode} ${Math.round(log.responseTime ?? 0)} ms` : (log.msg ?? '')),
};

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/** pino hook, pretty format only: drops "incoming request" and names the request on "request completed". */
function oneLinePerRequest(this: unknown, args: unknown[], method: LogMethod): void {
  if (args[1] === 'incoming request') return;
  const fields = args[0] as { res?: { request?: { method: string; url: string } } } | undefined;
  const request = args[1] === 'request completed' ? fields?.res?.request : undefined;
  // The path without its query: query values may be personal data, even on a laptop.
  if (request) args = [{ ...fields, line: `${request.method} ${request.url.split('?')[0]}` }, ...args.slice(1)];
  method.apply(this, args);
}

/** pino options for Fastify's `logger`; JSON keeps pino's default stream (stdout), one object per line. */
export async function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  { env = process.env, isTty = process.stdout.isTTY === true, destination }: { env?: NodeJS.ProcessEnv; isTty?: boolean; destination?: NodeJS.WritableStream } = {},
): Promise<Record<string, unknown>> {
  if (chooseLogFormat(config, env, isTty) === 'json') return { level: config.logLevel, ...(destination ? { stream: destination } : {}) };
  // Loaded only for a terminal: production never pays for it. A stream, not a worker transport:
  // the server bundle (build.mjs) keeps pino's worker files out of reach.
  const { default: pretty } = await import('pino-pretty');
  return { level: config.logLevel, hooks: { logMethod: oneLinePerRequest }, stream: pretty({ ...PRETTY, ...(destination ? { destination } : {}) }) };
}
