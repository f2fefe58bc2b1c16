/**
 * Small pieces every money screen uses: labelled fields with their errors tied to them, a spinner that
 * says what it waits for, panels, alerts, and the amount / number formats of design.md section 8
 * (prices en-US, numbers and codes left-to-right inside right-to-left text).
 */
import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { formatMoney } from '@/lib/format';
import { toLocale } from '@/lib/locales';
import { formatReference } from '@/lib/reference';
import { AlertIcon, CheckIcon } from '@/ui/content-icons';
import { Container, VisuallyHidden } from '@/ui/primitives';

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

export const FieldBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  label,
  legend {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .hint {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  input,
  select {
    width: 100%;
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  input[dir='ltr'] {
    text-align: start;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.danger};
  }
  .error {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A spinner with a sentence for screen readers (and sighted users) about what is happening. */
export function Spinner({ label, inline }: { label: string; inline?: boolean }) {
  return (
    <SpinnerBox role="status" aria-live="polite" $inline={inline}>
      <span className="wheel" aria-hidden="true" />
      {inline ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </SpinnerBox>
  );
}

const SpinnerBox = styled.div<{ $inline?: boolean }>`
  display: ${({ $inline }) => ($inline ? 'inline-flex' : 'flex')};
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $inline }) => ($inline ? '0' : theme.space.xl)};
  color: ${({ theme }) => theme.color.textMuted};
  .wheel {
    width: ${({ $inline }) => ($inline ? '18px' : '40px')};
    height: ${({ $inline }) => ($inline ? '18px' : '40px')};
    border: 4px solid ${({ theme }) => theme.color.border};
    border-block-start-color: ${({ theme }) => theme.color.primary};
    border-radius: 50%;
    animation: ${spin} 0.9s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .wheel {
      animation-duration: 3s;
    }
  }
`;

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

const NoticeBox = styled.div<{ $kind: 'error' | 'success' | 'info' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : $kind === 'success' ? theme.color.success : theme.color.border)};
  border-inline-start-width: 6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  .icon {
    color: ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : $kind === 'success' ? theme.color.success : theme.color.primary)};
    flex: none;
  }
  .title {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  p {
    margin: 0;
  }
`;

/** The card a flow's step sits in. */
export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 640px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  @media (max-width: 420px) {
    padding: ${({ theme }) => theme.space.md};
  }
  h2,
  h3 {
    margin: 0;
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  form,
  .step {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  .step:focus {
    outline: none;
  }
  .note {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Buttons at the end of a step; they wrap on a narrow phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
  }
  a.primary,
  a.secondary {
    justify-content: center;
    padding-inline: ${({ theme }) => theme.space.lg};
    border: 2px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a.primary {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  a.secondary {
    color: ${({ theme }) => theme.color.primary};
  }
  a.primary:hover,
  a.secondary:hover {
    text-decoration: underline;
  }
`;

/** Label / value pairs (review steps, receipts). */
export const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block-end: ${({ theme }) => theme.space.sm};
    border-block-end: 1px dashed ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: end;
  }
  .total dt,
  .total dd {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A page's heading and intro above a flow. */
export const FlowHeader = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: 1.25;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The page's frame around a flow: the dashboard layout already puts its content in the site's
 * container (beside the account menu); other layouts need one.
 */
export function FlowFrame({ layout, children }: { layout?: string; children: ReactNode }) {
  return layout === 'dashboard' ? <>{children}</> : <Container>{children}</Container>;
}

/** A page section holding a flow, with room around it on every screen size (360 px included). */
export const FlowPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block-end: ${({ theme }) => theme.space.xl};
`;

/** Radio buttons drawn as pills (own / another number, recharge type…). */
export const Choice = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space.xs};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    cursor: pointer;
  }
  label:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

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

const StepList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  .n {
    display: inline-grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: 50%;
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  li[aria-current='step'] .n,
  li[data-done] .n {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
