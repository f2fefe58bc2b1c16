/**
 * Small building blocks of the account and sign-in screens: a labelled field with its hint and error
 * tied to it (aria-describedby, aria-invalid), a form-level alert, cards, a loading skeleton and the
 * "Cannot fetch information now" state with a retry.
 */
import { useTranslations } from 'next-intl';
import type { ComponentPropsWithoutRef, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { ApiClientError } from '@/lib/api/errors';
import { translateRef } from '@/lib/validation/messages';
import { AlertIcon } from '@/ui/content-icons';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './ui.module.css';

type Translate = ReturnType<typeof useTranslations>;

/** Field errors are message references from yup, or sentences the server already translated. */
export function errorText(t: Translate, message: string | undefined): string {
  if (!message) return '';
  return /^(validation|errors|signIn|myAccount)\.[A-Za-z]/.test(message) ? translateRef(t, message) : message;
}

/** What to say when a call failed and no field is to blame (in the page's language). */
export function failureText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiClientError)) return t('errors.internal');
  if (error.status === 429) {
    const seconds = error.retryAfterSeconds;
    if (error.envelope?.message) return error.envelope.message;
    return seconds && seconds <= 3600 ? t('errors.rateLimited', { seconds }) : t('errors.internal');
  }
  if (error.kind === 'network') return t('errors.cannotConnect');
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.envelope?.message) return error.envelope.message;
  return error.kind === 'bad-response' ? t('errors.upstream') : t('errors.internal');
}

/** The `data` of a refused call's envelope, as a record (empty when there is none). */
export function errorData(error: unknown): Record<string, unknown> {
  const data = error instanceof ApiClientError ? error.envelope?.data : undefined;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Something after the input on the same line (e.g. a show-password button). */
  after?: ReactNode;
  /** Extra ids the input is described by (e.g. the password rules). */
  describedBy?: string;
}

/** A labelled input with its hint and error tied to it. */
export function Field({ id, label, hint, error, optional, after, describedBy, ...input }: FieldProps) {
  const t = useTranslations('myAccount.common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRow $invalid={Boolean(error)}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> ({t('optional')})</span>}
      </label>
      <div className="control">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
        {after}
      </div>
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </FieldRow>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
}

/** A labelled textarea with its hint and error tied to it, like Field. */
export function TextAreaField({ id, label, hint, error, optional, ...textarea }: TextAreaFieldProps) {
  const t = useTranslations('myAccount.common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldRow $invalid={Boolean(error)}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="optional"> ({t('optional')})</span>}
      </label>
      <textarea id={id} rows={6} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} {...textarea} />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
    </FieldRow>
  );
}

export interface FileFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The input's accept list (extensions and MIME types). */
  accept: string;
  onFile: (file: File | null) => void;
  /** 0 to 1 while the file is being sent; null otherwise. */
  progress: number | null;
  /** What is being sent, for the progress bar's name ("Sending your application"). */
  progressLabel: string;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/**
 * The site's upload control: a labelled file input with its hint and error tied to it, and while the
 * file is sent a named progress bar with the percentage written next to it (the bar alone is not read
 * out by every screen reader).
 */
export function FileField({ id, label, hint, error, accept, onFile, progress, progressLabel }: FileFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <FieldRow $invalid={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {hint && (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId!}>{error}</FieldError>}
      {progress !== null && (
        <Progress>
          <progress id={`${id}-progress`} value={progress} max={1} aria-label={progressLabel} aria-valuetext={percent.format(progress)} />
          <output htmlFor={`${id}-progress`} dir="ltr">
            {percent.format(progress)}
          </output>
        </Progress>
      )}
    </FieldRow>
  );
}

const Progress = classed.div(styles.Progress);

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className="field-error" id={id}>
      <AlertIcon size={16} /> {children}
    </p>
  );
}

export const FieldRow = classed.div<{ $invalid?: boolean }>(styles.FieldRow, {
  '--ui-field-row-border-width': ({ $invalid }) => ($invalid ? '2px' : '1px'),
  '--ui-field-row-border-color': ({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-border)'),
});

/** A form-level message, announced when it appears (role=alert); renders an empty live region otherwise. */
export function FormAlert({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <AlertBox role="alert" id={id}>
      {children ? (
        <>
          <AlertIcon /> <span>{children}</span>
        </>
      ) : null}
    </AlertBox>
  );
}

const AlertBox = classed.div(styles.AlertBox);

export const Card = classed.section(styles.Card);

/** The column of a screen: heading, intro, then its cards. */
export const Screen = classed.div(styles.Screen);

/** A narrow column for forms (sign-in, registration). */
export const Narrow = classed(Screen)(styles.Narrow);

export const Form = classed.form(styles.Form);

export const Actions = classed.div(styles.Actions);

/** A link styled as a text button (stays a link for navigation). */
export const TextButton = classed.button(styles.TextButton);

export const SkeletonBlock = classed.div<{ $height?: string; $width?: string }>(styles.SkeletonBlock, {
  '--ui-skeleton-block-height': ({ $height = '1.2em' }) => $height,
  '--ui-skeleton-block-width': ({ $width = '100%' }) => $width,
});

/** The loading state: grey blocks in the shape of the content, and a status for screen readers. */
export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <Card aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <SkeletonBlock $height="1.6em" $width="45%" />
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} $width={`${90 - i * 12}%`} />
      ))}
    </Card>
  );
}

/** "Cannot fetch information now" with a retry (spec section 8). */
export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useTranslations();
  return (
    <Card role="alert">
      <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
        <AlertIcon /> {message ?? t('errors.upstream')}
      </p>
      <div>
        <Button type="button" $variant="secondary" onClick={onRetry}>
          {t('errors.tryAgain')}
        </Button>
      </div>
    </Card>
  );
}

export const Empty = classed.div(styles.Empty);

/** Phone numbers and codes read left to right inside right-to-left text (design.md section 8). */
export function Ltr(props: ComponentPropsWithoutRef<'bdi'>) {
  return <bdi dir="ltr" {...props} />;
}
