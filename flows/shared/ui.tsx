/**
 * Small pieces every money screen uses: labelled fields with their errors tied to them, a spinner that
 * says what it waits for, panels, alerts, and the amount / number formats of design.md section 8
 * (prices en-US, numbers and codes left-to-right inside right-to-left text).
 */
import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { formatReference } from '@/lib/reference';
import { AlertIcon, CheckIcon } from '@/ui/content-icons';
import { Container, VisuallyHidden } from '@/ui/primitives';
import { classed } from '@/ui/classed';
import styles from './ui.module.css';

/** "5,000 IQD" in the page's language; the number itself left-to-right. */
export function Amount({ value }: { value: number | null | undefined }) {
  return <bdi>{formatMoney(value, toLocale(useLocale()))}</bdi>;
}

/**
 * The reference a customer reads out to care: the short one in its groups ("7KD29-XQ4M1"), or the
 * long id of an order from before short references.
 */
export function Reference({ reference, fallback }: { reference?: string | null; fallback: string }) {
  return <Ltr>{reference ? formatReference(reference) : fallback}</Ltr>;
}

/** A phone number, order id or code: always left-to-right. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <span dir="ltr" className="ltr">
      {children}
    </span>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Already translated; empty for none. */
  error?: string;
  /** Numbers, codes, card numbers and e-mail addresses are typed left-to-right. */
  ltr?: boolean;
}

/** A labelled input; the hint and the error are tied to it (aria-describedby, aria-invalid). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, hint, error, ltr, className, ...input },
  ref,
) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox className={className}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
      <input
        ref={ref}
        id={id}
        dir={ltr ? 'ltr' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          <AlertIcon /> {error}
        </p>
      )}
    </FieldBox>
  );
});

export const FieldBox = classed.div(styles.FieldBox);

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
}

/** A labelled select whose error is tied to it, drawn like the money forms' text fields. */
export function SelectField({ id, label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
    </FieldBox>
  );
}

/** A spinner with a sentence for screen readers (and sighted users) about what is happening. */
export function Spinner({ label, inline }: { label: string; inline?: boolean }) {
  return (
    <SpinnerBox role="status" aria-live="polite" $inline={inline}>
      <span className="wheel" aria-hidden="true" />
      {inline ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </SpinnerBox>
  );
}

const SpinnerBox = classed.div<{ $inline?: boolean }>(styles.SpinnerBox, {
  '--ui-spinner-box-display': ({ $inline }) => ($inline ? 'inline-flex' : 'flex'),
  '--ui-spinner-box-flex-direction': ({ $inline }) => ($inline ? 'row' : 'column'),
  '--ui-spinner-box-padding': ({ $inline }) => ($inline ? '0' : '40px'),
  '--ui-spinner-box-width': ({ $inline }) => ($inline ? '18px' : '40px'),
  '--ui-spinner-box-height': ({ $inline }) => ($inline ? '18px' : '40px'),
});

/** A message box; `alert` ones are announced as soon as they appear. */
export function Notice({ kind, children, title }: { kind: 'error' | 'success' | 'info'; children: ReactNode; title?: string }) {
  return (
    <NoticeBox $kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="icon" aria-hidden="true">
        {kind === 'success' ? <CheckIcon /> : <AlertIcon />}
      </span>
      <div>
        {title && <p className="title">{title}</p>}
        <div>{children}</div>
      </div>
    </NoticeBox>
  );
}

const NoticeBox = classed.div<{ $kind: 'error' | 'success' | 'info' }>(styles.NoticeBox, {
  '--ui-notice-box-border-color': ({ $kind }) => ($kind === 'error' ? 'var(--color-danger)' : $kind === 'success' ? 'var(--color-success)' : 'var(--color-border)'),
  '--ui-notice-box-color': ({ $kind }) => ($kind === 'error' ? 'var(--color-danger)' : $kind === 'success' ? 'var(--color-success)' : 'var(--color-primary)'),
});

/** The card a flow's step sits in. */
export const Panel = classed.section(styles.Panel);

/** Buttons at the end of a step; they wrap on a narrow phone. */
export const Actions = classed.div(styles.Actions);

/** Label / value pairs (review steps, receipts). */
export const Summary = classed.dl(styles.Summary);

/** A page's heading and intro above a flow. */
export const FlowHeader = classed.header(styles.FlowHeader);

/**
 * The page's frame around a flow: the dashboard layout already puts its content in the site's
 * container (beside the account menu); other layouts need one.
 */
export function FlowFrame({ layout, children }: { layout?: string; children: ReactNode }) {
  return layout === 'dashboard' ? <>{children}</> : <Container>{children}</Container>;
}

/** A page section holding a flow, with room around it on every screen size (360 px included). */
export const FlowPage = classed.div(styles.FlowPage);

/** Radio buttons drawn as pills (own / another number, recharge type…). */
export const Choice = classed.fieldset(styles.Choice);

/** Step n of m above a multi-step flow. */
export function StepLine({ current, labels }: { current: number; labels: string[] }) {
  const t = useTranslations('money.common');
  return (
    <StepList aria-label={t('steps')}>
      {labels.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined} data-done={index < current || undefined}>
          <span className="n" aria-hidden="true">
            {index + 1}
          </span>
          <span>{label}</span>
        </li>
      ))}
    </StepList>
  );
}

const StepList = classed.ol(styles.StepList);
