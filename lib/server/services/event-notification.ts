/**
 * The notification of one event, written in every language (`notifications.events.<event>.title/body`):
 * what notify-events.ts adds after a money operation and usage-alerts.ts adds with its alert, each once
 * per reference.
 */
import { locales } from '@/lib/locales';
import type { Localized } from '../db/schema';
import { serverTranslator } from '../i18n';
import type { NewNotification } from './accounts/notifications';

/** A value of the message: the same in every language, or one per language (an add-on's title). */
type Value = string | number | Localized;

function localize(key: string, values: Record<string, Value>): Localized {
  const out = {} as Localized;
  for (const lang of locales) {
    const t = serverTranslator(lang);
    const own = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[lang] : value]));
    out[lang] = t(`notifications.events.${key}`, own);
  }
  return out;
}

export interface EventNotice {
  event: string;
  reference: string;
  values?: Record<string, Value>;
  link?: string | null;
}

/** The notification of one event (`notifications.events.<event>.title/body`), in every language. */
export function eventNotification(event: EventNotice): NewNotification {
  const values = event.values ?? {};
  return {
    titles: localize(`${event.event}.title`, values),
    bodies: localize(`${event.event}.body`, values),
    link: event.link ?? null,
    reference: event.reference,
  };
}
