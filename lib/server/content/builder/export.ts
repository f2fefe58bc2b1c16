/**
 * Our block definitions as Builder.io custom-component registrations (the argument of
 * `Builder.registerComponent(Component, { name, inputs })`), so editors working in Builder get exactly
 * our blocks and their constraints. Written by `npm run builder:export`.
 */
import type { BlockDefinition } from '@/lib/blocks/define';
import type { FieldDef } from '@/lib/blocks/types';
import { blockDefinitions } from '@/registry/definitions';

export interface BuilderInput {
  name: string;
  type: 'string' | 'longText' | 'number' | 'boolean' | 'url' | 'file' | 'list' | 'object' | 'uiBlocks';
  friendlyName?: string;
  defaultValue?: unknown;
  enum?: Array<{ label: string; value: string | number | boolean }>;
  min?: number;
  max?: number;
  step?: number;
  subFields?: BuilderInput[];
  allowedFileTypes?: string[];
  localized?: boolean;
}

export interface BuilderComponentRegistration {
  name: string;
  friendlyName: string;
  inputs: BuilderInput[];
  canHaveChildren?: boolean;
}

const looksLikeLink = (name: string) => /(href|url|link)$/i.test(name);
const looksLikeImage = (name: string) => /^(src|image|logo|icon)$|Image$|Src$/.test(name);

function toInput(name: string, field: FieldDef, defaultValue: unknown): BuilderInput {
  const base = { name, ...(field.label ? { friendlyName: field.label } : {}), ...(defaultValue !== undefined ? { defaultValue } : {}) };
  switch (field.type) {
    case 'text':
      if (looksLikeImage(name)) return { ...base, type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'svg', 'webp'] };
      if (looksLikeLink(name)) return { ...base, type: 'url' };
      return { ...base, type: 'string', localized: true };
    case 'textarea':
      return { ...base, type: 'longText', localized: true };
    case 'number':
      return { ...base, type: 'number', ...(field.min !== undefined ? { min: field.min } : {}), ...(field.max !== undefined ? { max: field.max } : {}), ...(field.step !== undefined ? { step: field.step } : {}) };
    case 'select':
    case 'radio': {
      const values = field.options.map((o) => o.value);
      if (values.every((v) => typeof v === 'boolean')) return { ...base, type: 'boolean' };
      const type = values.every((v) => typeof v === 'number') ? 'number' : 'string';
      return { ...base, type, enum: field.options.map((o) => ({ label: o.label, value: o.value })) };
    }
    case 'array': {
      const item = (field.defaultItemProps ?? {}) as Record<string, unknown>;
      return { ...base, type: 'list', subFields: Object.entries(field.arrayFields).map(([n, f]) => toInput(n, f, item[n])) };
    }
    case 'object': {
      const value = (defaultValue ?? {}) as Record<string, unknown>;
      return { ...base, type: 'object', subFields: Object.entries(field.objectFields).map(([n, f]) => toInput(n, f, value[n])) };
    }
    case 'slot':
      return { name, type: 'uiBlocks', ...(field.label ? { friendlyName: field.label } : {}), defaultValue: [] };
  }
}

export function builderRegistration(definition: BlockDefinition<any>): BuilderComponentRegistration {
  const defaults = definition.defaultProps as Record<string, unknown>;
  return {
    name: definition.type,
    friendlyName: definition.label,
    inputs: Object.entries(definition.fields).map(([name, field]) => toInput(name, field, defaults[name])),
  };
}

export function builderRegistrations(definitions: Record<string, BlockDefinition<any>> = blockDefinitions): BuilderComponentRegistration[] {
  return Object.values(definitions)
    .sort((a, b) => a.type.localeCompare(b.type))
    .map(builderRegistration);
}
