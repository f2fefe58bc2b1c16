/**
 * Structured JSON logs (pino). Every line logged while a request is served carries its request id (and
 * its trace id when tracing is on), whichever module logs it: the API wrapper runs each request in a
 * context (./observability/request-context.ts) that the `mixin` reads. Subscriber numbers are masked
 * in every line (./observability/mask.ts).
 */
import pino from 'pino';
import { maskPhoneNumbers } from './observability/mask';
import { requestLogFields } from './observability/request-context';
import { activeTraceIds } from './observability/tracing';

const g = globalThis as typeof globalThis & { __operatorLogger?: pino.Logger };

export const loggerOptions: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'operator-site' },
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.pin', '*.passcode'],
  // The request's id and, inside a traced request, the trace's ids, on every line.
  mixin: () => ({ ...requestLogFields(), ...activeTraceIds() }),
  hooks: { streamWrite: maskPhoneNumbers },
};

export const logger: pino.Logger = g.__operatorLogger ?? (g.__operatorLogger = pino(loggerOptions));
