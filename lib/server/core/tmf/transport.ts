/**
 * One HTTP exchange with the BSS under a time limit: the status and the whole body, or a failure that
 * says whether the request may have reached the BSS. That difference is what the lost-answer path of
 * a create turns on (PROFILE.md, "The lost answer"): a request that never left cannot have moved money.
 */
import type { TmfConfig } from './config';

export interface RawAnswer {
  status: number;
  text: string;
}

/** A call that got no HTTP answer. `sent: false` only when the connection was never made. */
export class TransportError extends Error {
  constructor(
    readonly reason: 'timeout' | 'error',
    readonly sent: boolean,
    detail: string,
  ) {
    super(detail);
    this.name = 'TransportError';
  }
}

/** Connection errors that happen before a byte of the request is written. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } })?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

/**
 * Sends one request and reads its whole answer within `config.timeoutMs` (the body too: a BSS that
 * sends headers and then stalls is a timeout as well).
 */
export async function exchange(config: TmfConfig, url: string, init: RequestInit): Promise<RawAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await (config.fetch ?? fetch)(url, { ...init, signal: controller.signal, redirect: 'manual' });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (controller.signal.aborted) throw new TransportError('timeout', true, `no answer within ${config.timeoutMs} ms`);
    const code = errorCode(error);
    throw new TransportError('error', !(code && NOT_SENT_CODES.has(code)), code ?? (error as Error)?.message ?? String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** `base` + `path` with exactly one slash between them. */
export function joinUrl(base: string, ...parts: string[]): string {
  return [base.replace(/\/+$/, ''), ...parts.map((p) => p.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}
