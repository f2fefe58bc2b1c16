/**
 * Number porting to Nour (/personal/porting, issue 33 part 7): the request form (number, current
 * operator, ID number) → the 6-digit code sent by SMS to that number (the shared code step) → the
 * request's status; and "follow a request" by its number and request number. POST
 * /api/v1/porting/start and /confirm, GET /api/v1/porting/status.
 */
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { apiFieldErrors } from '@/lib/api/errors';
import { PORT_DONORS, PORT_STATUSES, type PortCodeSent, type PortDonor, type PortRequestView } from '@/lib/lines';
import { isIraqiMsisdn, normalizeMsisdn } from '@/lib/validation/rules';
import { Button } from '@/ui/primitives';
import { useDateFormat } from '@/ui/dates';
import { failureText, messageText, newIdempotencyKey, useMoneyCall } from '../shared/api';
import { CodeStep } from '../shared/CodeStep';
import { Actions, Ltr, Notice, Panel, Reference, SelectField, TextField } from '../shared/ui';

interface PortForm {
  msisdn: string;
  donor: PortDonor | '';
  idNumber: string;
}

type Errors = Partial<Record<keyof PortForm | 'reference', string>>;

export function PortingFlow() {
  const t = useTranslations('porting');
  const [sent, setSent] = useState<{ form: PortForm & { donor: PortDonor }; wait: number } | null>(null);
  const [request, setRequest] = useState<PortRequestView | null>(null);
  const [form, setForm] = useState<PortForm>({ msisdn: '', donor: '', idNumber: '' });
  const call = useMoneyCall();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {request ? (
        <PortStatusCard request={request} title={t('doneTitle')} />
      ) : sent ? (
        <CodeStep<PortRequestView>
          wait={sent.wait}
          intro={t.rich('codeIntro', { number: sent.form.msisdn, ltr: (c) => <Ltr>{c}</Ltr> })}
          checkingLabel={t('checking')}
          submitLabel={t('submit')}
          verify={async (code) => (await call<PortRequestView>('/api/v1/porting/confirm', { method: 'POST', body: { ...sent.form, code } })).data}
          sendAgain={async () => (await call<PortCodeSent>('/api/v1/porting/start', { method: 'POST', body: sent.form, idempotencyKey: newIdempotencyKey() })).data}
          onVerified={setRequest}
          back={{ onClick: () => setSent(null), label: t('back') }}
        />
      ) : (
        <RequestForm form={form} onChange={setForm} onSent={(filled, wait) => setSent({ form: filled, wait })} />
      )}
      <TrackForm />
    </>
  );
}

function RequestForm({ form, onChange, onSent }: { form: PortForm; onChange: (form: PortForm) => void; onSent: (form: PortForm & { donor: PortDonor }, wait: number) => void }) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found: Errors = {};
    if (!form.msisdn.trim()) found.msisdn = t('validation.phoneRequired');
    else if (!isIraqiMsisdn(form.msisdn)) found.msisdn = t('validation.iraqiMsisdn');
    if (!form.donor) found.donor = t('porting.api.chooseDonor');
    if (!form.idNumber.trim()) found.idNumber = t('validation.required');
    setErrors(found);
    const first = (['msisdn', 'donor', 'idNumber'] as const).find((k) => found[k]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const filled = { msisdn: normalizeMsisdn(form.msisdn), donor: form.donor as PortDonor, idNumber: form.idNumber.trim() };
    setBusy(true);
    try {
      const answer = await call<PortCodeSent>('/api/v1/porting/start', { method: 'POST', body: filled, idempotencyKey: newIdempotencyKey() });
      onSent(filled, answer.data.resendAfter ?? 60);
    } catch (error) {
      const fields = apiFieldErrors(error) ?? {};
      const known = Object.fromEntries(Object.entries(fields).filter(([k]) => k === 'msisdn' || k === 'donor' || k === 'idNumber').map(([k, v]) => [k, messageText(t, v)]));
      if (Object.keys(known).length > 0) {
        setErrors(known);
        document.getElementById(`${id}-${Object.keys(known)[0]}`)?.focus();
      } else setFailure(failureText(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('porting.title')}</h2>
      <form noValidate onSubmit={submit}>
        <TextField
          id={`${id}-msisdn`}
          label={t('porting.msisdn')}
          hint={t('porting.msisdnHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          ltr
          value={form.msisdn}
          error={errors.msisdn}
          onChange={(e) => onChange({ ...form, msisdn: e.target.value })}
        />
        <SelectField
          id={`${id}-donor`}
          label={t('porting.donor')}
          placeholder={t('porting.donorPlaceholder')}
          options={PORT_DONORS.map((d) => ({ value: d, label: t(`porting.donors.${d}`) }))}
          value={form.donor}
          error={errors.donor}
          onChange={(e) => onChange({ ...form, donor: e.target.value as PortDonor | '' })}
        />
        <TextField
          id={`${id}-idNumber`}
          label={t('porting.idNumber')}
          hint={t('porting.idHint')}
          ltr
          maxLength={30}
          value={form.idNumber}
          error={errors.idNumber}
          onChange={(e) => onChange({ ...form, idNumber: e.target.value })}
        />
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" disabled={busy}>
            {t('porting.sendCode')}
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** Follow a request: its number and request number → its status. */
function TrackForm() {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall();
  const [msisdn, setMsisdn] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [found, setFound] = useState<PortRequestView | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setFound(null);
    const problems: Errors = {};
    if (!isIraqiMsisdn(msisdn)) problems.msisdn = t('validation.iraqiMsisdn');
    if (!reference.trim()) problems.reference = t('validation.required');
    setErrors(problems);
    if (problems.msisdn || problems.reference) {
      document.getElementById(`${id}-${problems.msisdn ? 'msisdn' : 'reference'}`)?.focus();
      return;
    }
    try {
      const query = new URLSearchParams({ msisdn: normalizeMsisdn(msisdn), reference: reference.trim() });
      setFound((await call<PortRequestView>(`/api/v1/porting/status?${query}`)).data);
    } catch (error) {
      setFailure(failureText(t, error));
    }
  };

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('porting.trackTitle')}</h2>
      <form noValidate onSubmit={submit}>
        <TextField id={`${id}-msisdn`} label={t('porting.msisdn')} type="tel" inputMode="tel" ltr value={msisdn} error={errors.msisdn} onChange={(e) => setMsisdn(e.target.value)} />
        <TextField
          id={`${id}-reference`}
          label={t('porting.reference')}
          hint={t('porting.referenceHint')}
          ltr
          maxLength={20}
          autoCapitalize="characters"
          value={reference}
          error={errors.reference}
          onChange={(e) => setReference(e.target.value)}
        />
        {failure && <Notice kind="error">{failure}</Notice>}
        <Actions>
          <Button type="submit" $variant="secondary">
            {t('porting.track')}
          </Button>
        </Actions>
      </form>
      {found && <PortStatusCard request={found} title={t('porting.statusTitle')} />}
    </Panel>
  );
}

export function PortStatusCard({ request, title }: { request: PortRequestView; title: string }) {
  const t = useTranslations('porting');
  const id = useId();
  const date = useDateFormat();
  const reached = new Set(request.history.map((h) => h.status));
  const steps = PORT_STATUSES.filter((s) => s !== 'refused' || reached.has('refused'));
  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="port-status">
      <h2 id={`${id}-title`}>{title}</h2>
      <dl>
        <dt>{t('reference')}</dt>
        <dd>
          <Reference reference={request.reference} fallback="" />
        </dd>
        <dt>{t('msisdn')}</dt>
        <dd>
          <Ltr>{request.msisdn}</Ltr>
        </dd>
        <dt>{t('donor')}</dt>
        <dd>{t(`donors.${request.donor}`)}</dd>
        <dt>{t('statusLabel')}</dt>
        <dd>
          <strong>{t(`status.${request.status}`)}</strong>
        </dd>
        {request.scheduledFor && (
          <>
            <dt>{t('scheduledLabel')}</dt>
            <dd>{date(request.scheduledFor, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
          </>
        )}
        {request.reason && (
          <>
            <dt>{t('reasonLabel')}</dt>
            <dd>{request.reason}</dd>
          </>
        )}
      </dl>
      <h3>{t('steps')}</h3>
      <ol>
        {steps.map((status) => {
          const at = request.history.find((h) => h.status === status)?.at;
          return (
            <li key={status} aria-current={status === request.status ? 'step' : undefined}>
              {t(`status.${status}`)}
              {at ? ` · ${date(at, { dateStyle: 'medium', timeStyle: 'short' })}` : ''}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
