/**
 * Offers & packages (signed in): the add-on catalogue by type, each with Subscribe and "Gift to another
 * number" → a confirmation screen (what, for whom, the price from the balance, a 6-digit code to the
 * subscriber) → the code → a success screen with the new balance and the cancellation rule ("send 0 to
 * the short code", lib/brand.ts).
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SubscriptionData } from '@/lib/account-api';
import { ApiClientError } from '@/lib/api/errors';
import { brand } from '@/lib/brand';
import type { AddonSummary } from '@/lib/catalog';
import { normalizeMsisdn, patterns } from '@/lib/validation/rules';
import { Button, VisuallyHidden } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';
import { useDateFormat } from '@/ui/dates';
import { failureText, fieldErrorsOf, messageText, newIdempotencyKey, useMoneyCall } from '../shared/api';
import { CodeStep } from '../shared/CodeStep';
import { Actions, Amount, FlowHeader, FlowPage, Ltr, Notice, Panel, Spinner, StepLine, Summary, TextField } from '../shared/ui';
import { classed } from '@/ui/classed';
import styles from './PackagesFlow.module.css';

export const PACKAGE_GROUPS = ['internet', 'voice', 'sms', 'unlimited', 'roaming'] as const;
export type PackageGroup = (typeof PACKAGE_GROUPS)[number];

export function groupOf(addon: AddonSummary): PackageGroup {
  if (addon.roaming) return 'roaming';
  if (addon.type === 'data' || addon.type === 'internet') return 'internet';
  if (addon.type === 'voice' || addon.type === 'sms' || addon.type === 'unlimited') return addon.type;
  return 'internet';
}

export interface PackagesFlowProps {
  addons: AddonSummary[];
  ownMsisdn: string;
}

type Step =
  | { name: 'list' }
  | { name: 'confirm'; addon: AddonSummary; gift: boolean }
  | { name: 'code'; addon: AddonSummary; giftTo: string | null; requestId: string }
  | { name: 'done'; addon: AddonSummary; giftTo: string | null; balance: number | null; subscription: SubscriptionData | null; cancellation: string; message: string };

export function PackagesFlow({ addons, ownMsisdn }: PackagesFlowProps) {
  const t = useTranslations();
  const [step, setStep] = useState<Step>({ name: 'list' });
  // The add-on last picked: the focus goes back to it when the subscriber returns to the list.
  const [lastOpener, setLastOpener] = useState<number | null>(null);

  if (step.name === 'list') {
    return (
      <Catalogue
        addons={addons}
        focusAddon={lastOpener}
        choose={(addon, gift) => {
          setLastOpener(addon.id);
          setStep({ name: 'confirm', addon, gift });
        }}
      />
    );
  }
  const back = () => setStep({ name: 'list' });
  const labels = [t('money.packages.stepConfirm'), t('money.packages.stepCode'), t('money.packages.stepDone')];
  const current = { confirm: 0, code: 1, done: 2 }[step.name];
  return (
    <Panel aria-labelledby="package-step">
      <StepLine current={current} labels={labels} />
      {step.name === 'confirm' && (
        <Confirm
          addon={step.addon}
          gift={step.gift}
          ownMsisdn={ownMsisdn}
          back={back}
          onCodeSent={(requestId, giftTo) => setStep({ name: 'code', addon: step.addon, giftTo, requestId })}
        />
      )}
      {step.name === 'code' && (
        <CodeEntryStep
          addon={step.addon}
          giftTo={step.giftTo}
          requestId={step.requestId}
          ownMsisdn={ownMsisdn}
          back={back}
          onDone={(result) => setStep({ name: 'done', addon: step.addon, giftTo: step.giftTo, ...result })}
        />
      )}
      {step.name === 'done' && <Done {...step} back={back} />}
    </Panel>
  );
}

function Catalogue({ addons, choose, focusAddon }: { addons: AddonSummary[]; choose: (addon: AddonSummary, gift: boolean) => void; focusAddon: number | null }) {
  const t = useTranslations();
  // Coming back from a confirmation puts the focus on the add-on the subscriber had picked.
  useEffect(() => {
    if (focusAddon !== null) document.querySelector<HTMLElement>(`[data-package="${focusAddon}"] button`)?.focus();
  }, [focusAddon]);
  if (addons.length === 0) return <Notice kind="info">{t('money.packages.empty')}</Notice>;
  return (
    <Groups>
      {PACKAGE_GROUPS.map((group) => {
        const items = addons.filter((addon) => groupOf(addon) === group);
        if (items.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`packages-${group}`}>
            <h2 id={`packages-${group}`}>{t(`money.packages.groups.${group}`)}</h2>
            <ul>
              {items.map((addon) => (
                <li key={addon.id} data-package={addon.id}>
                  <h3>{addon.title}</h3>
                  <p className="allowance">{addon.allowance}</p>
                  <p>
                    {t('blocks.AddonCard.validity', { count: addon.validityDays, n: String(addon.validityDays) })} · <Amount value={addon.price} />
                  </p>
                  <Actions>
                    <Button type="button" onClick={() => choose(addon, false)}>
                      {t('money.packages.subscribe')}
                      <VisuallyHidden> {addon.title}</VisuallyHidden>
                    </Button>
                    <Button type="button" $variant="secondary" onClick={() => choose(addon, true)}>
                      {t('money.packages.gift')}
                      <VisuallyHidden> {addon.title}</VisuallyHidden>
                    </Button>
                  </Actions>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="rule">{t('money.common.cancelRule', { code: '0', shortCode: brand.cancelShortCode })}</p>
    </Groups>
  );
}

function AddonSummaryList({ addon, giftTo }: { addon: AddonSummary; giftTo?: string | null }) {
  const t = useTranslations();
  return (
    <Summary>
      <div>
        <dt>{t('money.packages.package')}</dt>
        <dd>{addon.title}</dd>
      </div>
      <div>
        <dt>{t('money.packages.allowance')}</dt>
        <dd>{addon.allowance}</dd>
      </div>
      <div>
        <dt>{t('blocks.AddonCard.validityLabel')}</dt>
        <dd>{t('blocks.AddonCard.validity', { count: addon.validityDays, n: String(addon.validityDays) })}</dd>
      </div>
      {giftTo && (
        <div>
          <dt>{t('money.packages.giftTo')}</dt>
          <dd>
            <Ltr>{giftTo}</Ltr>
          </dd>
        </div>
      )}
      <div className="total">
        <dt>{t('money.packages.price')}</dt>
        <dd>
          <Amount value={addon.price} />
        </dd>
      </div>
    </Summary>
  );
}

function Confirm({ addon, gift, ownMsisdn, back, onCodeSent }: { addon: AddonSummary; gift: boolean; ownMsisdn: string; back: () => void; onCodeSent: (requestId: string, giftTo: string | null) => void }) {
  const t = useTranslations();
  const id = useId();
  const call = useMoneyCall({ session: true });
  const heading = useRef<HTMLHeadingElement>(null);
  const [giftTo, setGiftTo] = useState('');
  const [giftError, setGiftError] = useState('');
  const [failure, setFailure] = useState('');
  const [lowBalance, setLowBalance] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure('');
    setLowBalance(false);
    const receiver = normalizeMsisdn(giftTo);
    if (gift) {
      const problem = !receiver ? 'validation.phoneRequired' : !patterns.operatorMsisdn.test(receiver) ? 'validation.operatorMsisdn' : receiver === ownMsisdn ? 'money.packages.giftSelf' : '';
      setGiftError(problem ? t(problem) : '');
      if (problem) {
        document.getElementById(`${id}-gift`)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const answer = await call<{ requestId: string }>('/api/v1/packages/subscribe', {
        method: 'POST',
        body: { addonId: addon.id, ...(gift ? { giftTo: receiver } : {}) },
        idempotencyKey: newIdempotencyKey(),
      });
      onCodeSent(answer.data.requestId, gift ? receiver : null);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.giftTo) {
        setGiftError(messageText(t, fields.giftTo));
        document.getElementById(`${id}-gift`)?.focus();
      } else {
        setFailure(failureText(t, error));
        // "Not enough balance to subscribe: recharge and retry" (spec section 8) offers the recharge.
        setLowBalance(error instanceof ApiClientError && error.status === 400);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <h2 id="package-step" ref={heading} tabIndex={-1}>
        {gift ? t('money.packages.confirmGiftTitle') : t('money.packages.confirmTitle')}
      </h2>
      <AddonSummaryList addon={addon} />
      {gift && (
        <TextField
          id={`${id}-gift`}
          label={t('money.packages.giftTo')}
          hint={t('money.common.msisdnHint')}
          error={giftError}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          ltr
          value={giftTo}
          onChange={(event) => setGiftTo(event.target.value)}
        />
      )}
      <p>{t('money.packages.payFromBalance', { msisdn: ownMsisdn })}</p>
      {failure && (
        <Notice kind="error">
          <p>{failure}</p>
          {lowBalance && (
            <p>
              <SmartLink href="/personal/my-account/recharge">{t('tr2.recharge_button_recharge')}</SmartLink>
            </p>
          )}
        </Notice>
      )}
      <Actions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner inline label={t('money.transfer.sendingCode')} />}
          {t('money.transfer.sendCode')}
        </Button>
        <Button type="button" $variant="secondary" onClick={back} disabled={busy}>
          {t('money.packages.backToOffers')}
        </Button>
      </Actions>
    </form>
  );
}

function CodeEntryStep({
  addon,
  giftTo,
  requestId,
  ownMsisdn,
  back,
  onDone,
}: {
  addon: AddonSummary;
  giftTo: string | null;
  requestId: string;
  ownMsisdn: string;
  back: () => void;
  onDone: (result: { balance: number | null; subscription: SubscriptionData | null; cancellation: string; message: string }) => void;
}) {
  const t = useTranslations();
  const call = useMoneyCall({ session: true });
  return (
    <CodeStep
      bare
      heading={t('money.packages.codeTitle')}
      headingId="package-step"
      before={<AddonSummaryList addon={addon} giftTo={giftTo} />}
      label={t('money.common.codeLabel')}
      hint={t('money.common.codeHint')}
      intro={t('money.common.codeSent', { msisdn: ownMsisdn })}
      checkingLabel={t('money.packages.subscribing')}
      submitLabel={giftTo ? t('money.packages.confirmGift') : t('money.packages.confirm')}
      verify={async (code) => {
        const answer = await call<{ balance?: number; subscription?: SubscriptionData; cancellation?: string }>('/api/v1/packages/confirm', {
          method: 'POST',
          body: { requestId, code },
          idempotencyKey: newIdempotencyKey(),
        });
        const data = answer.data ?? {};
        return {
          balance: typeof data.balance === 'number' ? data.balance : null,
          subscription: data.subscription ?? null,
          cancellation: data.cancellation ?? '',
          message: answer.message,
        };
      }}
      onVerified={onDone}
      back={{ label: t('money.packages.backToOffers'), onClick: back }}
    />
  );
}

function Done({
  addon,
  giftTo,
  balance,
  subscription,
  cancellation,
  message,
  back,
}: {
  addon: AddonSummary;
  giftTo: string | null;
  balance: number | null;
  subscription: SubscriptionData | null;
  cancellation: string;
  message: string;
  back: () => void;
}) {
  const t = useTranslations();
  const date = useDateFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="step">
      <h2 id="package-step" ref={heading} tabIndex={-1}>
        {giftTo ? t('money.packages.giftDoneTitle') : t('money.packages.doneTitle')}
      </h2>
      <Notice kind="success">
        <p>
          {giftTo ? (
            <>
              {t('money.packages.giftDone', { title: addon.title })} <Ltr>{giftTo}</Ltr>
            </>
          ) : (
            t('money.packages.done', { title: addon.title })
          )}
        </p>
        {message && <p>{message}</p>}
      </Notice>
      <Summary>
        {subscription?.expiresAt && (
          <div>
            <dt>{t('money.packages.expires')}</dt>
            <dd>{date(subscription.expiresAt)}</dd>
          </div>
        )}
        {balance !== null && (
          <div>
            <dt>{t('money.packages.newBalance')}</dt>
            <dd>
              <Amount value={balance} />
            </dd>
          </div>
        )}
      </Summary>
      <p className="rule">{cancellation || t('money.common.cancelRule', { code: '0', shortCode: brand.cancelShortCode })}</p>
      <Actions>
        <Button type="button" onClick={back}>
          {t('money.packages.backToOffers')}
        </Button>
        <SmartLink href="/personal/my-account" className="secondary">
          {t('money.common.backToAccount')}
        </SmartLink>
      </Actions>
    </div>
  );
}

/** /personal/my-account/offers */
export function PackagesScreen(props: PackagesFlowProps) {
  const t = useTranslations('money.packages');
  return (
    <FlowPage>
      <FlowHeader>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </FlowHeader>
      <PackagesFlow {...props} />
    </FlowPage>
  );
}

const Groups = classed.div(styles.Groups);
