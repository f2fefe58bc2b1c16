import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { apiFetch, apiFieldErrors, isApiClientError } from '@/lib/api';
import { toLocale } from '@/lib/locales';
import { limits } from '@/lib/validation/rules';
import { useNotice } from '@/shell/feedback/notice';
import { Button } from '@/ui/primitives';

/** The careers feedback form (spec section 7: POST /api/v1/jobs/feedback). */
export function FeedbackForm() {
  const t = useTranslations();
  const locale = toLocale(useRouter().locale);
  const notice = useNotice();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  return (
    <Form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!text.trim()) return setError(t('validation.required'));
        setSending(true);
        setError(null);
        try {
          const answer = await apiFetch('/api/v1/jobs/feedback', { method: 'POST', body: { feedback: text }, lang: locale });
          setText('');
          notice({ kind: 'success', title: t('notice.success'), message: answer.message });
        } catch (e) {
          setError(apiFieldErrors(e)?.feedback ?? (isApiClientError(e) ? e.message : t('errors.internal')));
        } finally {
          setSending(false);
        }
      }}
    >
      <h2 id={`${id}-title`}>{t('careers.feedbackTitle')}</h2>
      <label htmlFor={id}>{t('careers.feedbackLabel')}</label>
      <textarea
        id={id}
        rows={4}
        maxLength={limits.feedbackMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="error">
          {error}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {t('careers.feedbackSend')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  margin-block: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    margin: 0;
  }
  textarea {
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    margin: 0;
  }
  button {
    justify-self: start;
  }
`;
