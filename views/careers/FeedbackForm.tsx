import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormAlert, failureText, TextAreaField } from '@/flows/account/ui';
import { apiFetch, apiFieldErrors } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { limits } from '@/lib/validation/rules';
import { useNotice } from '@/shell/feedback/notice';
import { Button } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './FeedbackForm.module.css';

/**
 * The careers feedback form (spec section 7: POST /api/v1/jobs/feedback), with the site's form parts
 * (the error under the field, a form-level alert, the success notice overlay).
 */
export function FeedbackForm() {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const notice = useNotice();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  return (
    <Form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={async (event) => {
        event.preventDefault();
        setFailure('');
        if (!text.trim()) {
          setError(t('validation.required'));
          document.getElementById(id)?.focus();
          return;
        }
        setSending(true);
        setError(null);
        try {
          const answer = await apiFetch('/api/v1/jobs/feedback', { method: 'POST', body: { feedback: text }, lang: locale });
          setText('');
          notice({ kind: 'success', title: t('notice.success'), message: answer.message });
        } catch (e) {
          const field = apiFieldErrors(e)?.feedback;
          if (field) setError(field);
          else setFailure(failureText(t, e));
        } finally {
          setSending(false);
        }
      }}
    >
      <h2 id={`${id}-title`}>{t('careers.feedbackTitle')}</h2>
      <TextAreaField id={id} rows={4} label={t('careers.feedbackLabel')} maxLength={limits.feedbackMax} value={text} onChange={(e) => setText(e.target.value)} error={error ?? undefined} />
      <FormAlert>{failure}</FormAlert>
      <div>
        <Button type="submit" disabled={sending}>
          {t('careers.feedbackSend')}
        </Button>
      </div>
    </Form>
  );
}

const Form = classed.form(styles.Form);
