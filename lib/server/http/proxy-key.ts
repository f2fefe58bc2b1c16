/**
 * The keys of what the proxy signs and checks (the segment cookie, the visitor id): each its own, derived
 * from APP_SECRET with a label, so a leak of one is not a leak of APP_SECRET or of the other. Nothing but
 * node:crypto and the environment: the proxy loads no more.
 */
import { createHmac } from 'node:crypto';
import { DEMO_APP_SECRET } from '../env';

export function proxyKey(label: 'page-variants/segment' | 'page-variants/visitor'): Buffer {
  return createHmac('sha256', process.env.APP_SECRET || DEMO_APP_SECRET).update(label).digest();
}
