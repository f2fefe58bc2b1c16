import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError } from '@/lib/api';
import { localeRecords, locales, localizePath, toLocale } from '@/lib/locales';
import { Button } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './AddJobForm.module.css';

export type Lookups = Record<'category' | 'level' | 'field' | 'location', Array<{ key: string; name: string }>>;

/** Editors add a job in the three languages (spec section 2: /careers/opportunities/add). */
export function AddJobForm({ lookups }: { lookups: Lookups }) {
  const t = useTranslations();
  const router = useRouter();
  const locale = toLocale(router.locale);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = (name: string) => String(form.get(name) ?? '');
        setSending(true);
        setError('');
        try {
          const answer = await apiFetch<{ id: number }>('/api/v1/jobs', {
            method: 'POST',
            lang: locale,
            body: {
              category: value('category'),
              level: value('level'),
              field: value('field'),
              location: value('location'),
              translations: Object.fromEntries(locales.map((l) => [l, { title: value(`title-${l}`), html: value(`html-${l}`) }])),
            },
          });
          await router.push(localizePath(`/careers/opportunities/${answer.data.id}`, locale), undefined, { locale: false });
        } catch (e) {
          const fields = apiFieldErrors(e);
          setError(fields ? Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join(' · ') : isApiClientError(e) ? e.message : t('errors.internal'));
        } finally {
          setSending(false);
        }
      }}
    >
      {(['category', 'level', 'field', 'location'] as const).map((kind) => (
        <label key={kind}>
          {t(`careers.${kind}`)}
          <select name={kind} required>
            {lookups[kind].map((option) => (
              <option key={option.key} value={option.key}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      {locales.map((l) => (
        <fieldset key={l} lang={l} dir={localeRecords[l].direction}>
          <legend>{localeRecords[l].name}</legend>
          <label>
            {t('careers.jobTitle')}
            <input name={`title-${l}`} required maxLength={120} />
          </label>
          <label>
            HTML
            <textarea name={`html-${l}`} required rows={6} />
          </label>
        </fieldset>
      ))}
      {error && <p role="alert">{error}</p>}
      <Button type="submit" disabled={sending}>
        {t('careers.addTitle')}
      </Button>
    </Form>
  );
}

const Form = classed.form(styles.Form);
