/**
 * Puck's configuration, derived from the same block definitions as validatePage (issue: visual
 * editor). Only the editor imports this file: visitor pages never load Puck or the schemas.
 */
import type { ComponentConfig, Config, Field, Fields } from '@puckeditor/core';
import type { ComponentType } from 'react';
import type { BlockDefinition } from '@/lib/blocks/define';
import type { BlockCategory, FieldDef } from '@/lib/blocks/types';
import type { Locale } from '@/lib/locales';
import { blockNames } from './block-names';

const categoryTitles: Record<Locale, Record<BlockCategory, string>> = {
  en: { layout: 'Layout', content: 'Content', media: 'Media', marketing: 'Marketing', commerce: 'Offers and shop', forms: 'Forms' },
  ar: { layout: 'التخطيط', content: 'المحتوى', media: 'الوسائط', marketing: 'التسويق', commerce: 'العروض والمتجر', forms: 'النماذج' },
  ku: { layout: 'ڕێکخستن', content: 'ناوەڕۆک', media: 'میدیا', marketing: 'بازاڕکردن', commerce: 'ئۆفەر و فرۆشگا', forms: 'فۆرمەکان' },
};

function toPuckField(def: FieldDef): Field {
  switch (def.type) {
    case 'array': {
      const summary = def.itemSummaryField;
      return {
        type: 'array',
        label: def.label,
        arrayFields: Object.fromEntries(Object.entries(def.arrayFields).map(([k, f]) => [k, toPuckField(f)])),
        defaultItemProps: def.defaultItemProps,
        getItemSummary: summary ? (item: Record<string, unknown>, index?: number) => String(item?.[summary] || `#${(index ?? 0) + 1}`) : undefined,
      } as Field;
    }
    case 'object':
      return { type: 'object', label: def.label, objectFields: Object.fromEntries(Object.entries(def.objectFields).map(([k, f]) => [k, toPuckField(f)])) } as Field;
    case 'select':
    case 'radio':
      return { type: def.type, label: def.label, options: def.options.map((o) => ({ label: o.label, value: o.value })) } as Field;
    default:
      return { ...def } as Field;
  }
}

/** Puck's configuration with the blocks' names (block list, outline) in the editor's `language`. */
export function buildPuckConfig(
  definitions: Record<string, BlockDefinition<any>>,
  components: Record<string, { component: ComponentType<any>; slots: readonly string[] }>,
  language: Locale = 'en',
): Config {
  const puckComponents: Record<string, ComponentConfig<any>> = {};
  for (const definition of Object.values(definitions)) {
    const entry = components[definition.type];
    if (!entry) continue;
    const Component = entry.component;
    const fields: Fields = Object.fromEntries(Object.entries(definition.fields).map(([k, f]) => [k, toPuckField(f)]));
    puckComponents[definition.type] = {
      label: (language === 'en' ? undefined : blockNames[definition.type]?.[language]) ?? definition.label,
      fields,
      defaultProps: definition.defaultProps,
      render: ({ puck: _puck, editMode: _editMode, ...props }: Record<string, any>) => {
        // Puck hands slots over as components; our blocks take them as rendered nodes.
        const slots: Record<string, unknown> = {};
        for (const slot of definition.slots ?? []) {
          const Slot = props[slot];
          slots[slot] = typeof Slot === 'function' ? <Slot /> : null;
        }
        return <Component {...props} {...slots} />;
      },
    };
  }
  const categories: Record<string, { title: string; components: string[] }> = {};
  for (const definition of Object.values(definitions)) {
    (categories[definition.category] ??= { title: categoryTitles[language][definition.category as BlockCategory], components: [] }).components.push(definition.type);
  }
  return { components: puckComponents, categories } as Config;
}
