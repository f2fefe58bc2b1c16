/**
 * A small checker for request bodies: the spec's required fields and the types of the fields we read
 * (hand-written from the `*_Create` definitions of ../../../../shared/tmf, which are not shipped with
 * the project). A body that breaks them is answered 400 `invalid` naming the first fault, before
 * anything is applied.
 */
import { invalid } from './errors';

export type Shape =
  | { type: 'object'; required?: string[]; props?: Record<string, Shape> }
  | { type: 'array'; items?: Shape; minItems?: number }
  | { type: 'string'; enum?: readonly string[] }
  | { type: 'number' | 'integer' | 'boolean' };

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function fault(value: unknown, shape: Shape, at: string): string | undefined {
  switch (shape.type) {
    case 'object': {
      if (typeOf(value) !== 'object') return `${at || 'body'} must be an object`;
      const record = value as Record<string, unknown>;
      for (const name of shape.required ?? []) if (record[name] === undefined) return `${at ? `${at}.` : ''}${name} is required`;
      for (const [name, inner] of Object.entries(shape.props ?? {})) {
        if (record[name] === undefined) continue;
        const found = fault(record[name], inner, at ? `${at}.${name}` : name);
        if (found) return found;
      }
      return undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) return `${at} must be an array`;
      if (shape.minItems && value.length < shape.minItems) return `${at} needs at least ${shape.minItems} item(s)`;
      if (!shape.items) return undefined;
      for (const [index, item] of value.entries()) {
        const found = fault(item, shape.items, `${at}[${index}]`);
        if (found) return found;
      }
      return undefined;
    }
    case 'string':
      if (typeof value !== 'string') return `${at} must be a string`;
      if (shape.enum && !shape.enum.includes(value)) return `${at} must be one of ${shape.enum.join(', ')}`;
      return undefined;
    case 'integer':
      return Number.isInteger(value) ? undefined : `${at} must be an integer`;
    default:
      return typeOf(value) === shape.type ? undefined : `${at} must be a ${shape.type}`;
  }
}

/** Throws 400 `invalid` when the value breaks the shape. */
export function check<T>(value: unknown, shape: Shape): T {
  const found = fault(value, shape, '');
  if (found) throw invalid(found);
  return value as T;
}

// Building blocks shared by the APIs.
export const str: Shape = { type: 'string' };
export const num: Shape = { type: 'number' };
export const ref: Shape = { type: 'object', required: ['id'], props: { id: str } };
/** RelatedParty: `id` and `@referredType` are required by TMF622/637/654/676. */
export const party: Shape = { type: 'object', required: ['id', '@referredType'], props: { id: str, role: str, '@referredType': str } };
/** TMF654 Quantity: `{amount, units}`. */
export const quantity: Shape = { type: 'object', props: { amount: num, units: str } };
/** TMF Money: `{value, unit}`. */
export const money: Shape = { type: 'object', props: { value: num, unit: str } };
export const usageType: Shape = { type: 'string', enum: ['monetary', 'voice', 'data', 'sms', 'other'] };

/** A positive whole amount of IQD (the ledger's unit); `unit` when given must be IQD. */
export function iqd(amount: unknown, unit: unknown, at: string, { allowZero = false, signed = false } = {}): number {
  if (unit !== undefined && unit !== 'IQD') throw invalid(`${at}: only IQD is accepted`);
  const value = Number(amount);
  const magnitude = signed ? Math.abs(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(value) || magnitude < 0 || (!allowZero && magnitude === 0)) {
    throw invalid(`${at} must be a ${allowZero ? 'non-negative' : 'positive'} whole number of IQD`);
  }
  return value;
}

/** The MSISDN named by a `logicalResource` array (the first one). */
export function msisdnOf(logicalResource: unknown, at = 'logicalResource'): string {
  const first = Array.isArray(logicalResource) ? (logicalResource[0] as { id?: unknown } | undefined) : undefined;
  if (!first || typeof first.id !== 'string' || !first.id) throw invalid(`${at}[0].id is required (the MSISDN)`);
  return first.id;
}
