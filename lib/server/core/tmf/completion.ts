/** Which states of each resource mean done, refused (nothing moved) or under way (PROFILE.md, "The lost answer"). */
import type { Completion } from './create';

/** TMF654 `ActionStatusType`. */
export function actionCompletion(resource: { status: 'created' | 'failed' | 'cancelled' | 'completed' }): Completion {
  if (resource.status === 'completed') return 'completed';
  return resource.status === 'created' ? 'pending' : 'failed';
}

/** TMF622 `ProductOrderStateType`. */
export function orderCompletion(resource: { state: string }): Completion {
  if (resource.state === 'completed') return 'completed';
  return ['rejected', 'cancelled', 'failed'].includes(resource.state) ? 'failed' : 'pending';
}

/** TMF676 payment `status` (the spec's PaymentStatusExampleType). */
export function paymentCompletion(resource: { status: string }): Completion {
  if (resource.status === 'done' || resource.status === 'captured') return 'completed';
  return ['failed', 'canceled', 'cancelled', 'denied'].includes(resource.status) ? 'failed' : 'pending';
}
