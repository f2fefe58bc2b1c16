/** Structured JSON logs (pino). */
import pino from 'pino';
import { activeTraceIds } from './observability/tracing';

const g = globalThis as typeof globalThis & { __operatorLogger?: pino.Logger };

export const logger: pino.Logger =
  g.__operatorLogger ??
  (g.__operatorLogger = pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { app: 'operator-site' },
    mixin: activeTraceIds, // the trace's ids on every line logged inside a traced request
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.pin', '*.passcode'],
  }));
