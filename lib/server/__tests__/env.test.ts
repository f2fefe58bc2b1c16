import { paymentMethodGaps, serverEnv } from '../env';
import { offeredMethodIds } from '../payments/methods';
import { realDeploymentEnv, withEnv } from '../testing/env';

// Every variable that decides the mode, unset, so each case states exactly what a deployment sets.
const none = Object.fromEntries(
  ['DEMO_MODE', 'DATABASE_URL', 'APP_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'SITE_URL', 'SMS_GATEWAY_URL', 'PAYMENT_PROVIDER_URL', 'SMTP_URL', 'EDITOR_PASSWORD', 'SSO_SECRET', 'MALL_SSO_URL', 'PARTNER_WORLD_SSO_URL', 'MALL_SSO_KEY', 'PARTNER_WORLD_SSO_KEY', 'PORT', 'OPERATOR_CORE', 'TMF_BASE_URL', 'TMF_TOKEN_URL', 'TMF_CLIENT_ID', 'TMF_CLIENT_SECRET', 'TMF_LISTENER_SECRET'].map((n) => [n, undefined]),
);
const env = (vars: Record<string, string>) => withEnv({ ...none, ...vars }, () => serverEnv());

describe('demo mode (design.md section 6)', () => {
  it('is on for a fresh checkout with no production setting, with plain-http cookies', async () => {
    const e = await env({});
    expect(e.demoMode).toBe(true);
    expect(e.secureCookies).toBe(false);
    expect(e.SITE_URL).toBe('http://localhost:3000');
  });

  it('links (SMS, e-mail) follow PORT when SITE_URL is not set (npm start on another port)', async () => {
    expect((await env({ PORT: '3950' })).SITE_URL).toBe('http://localhost:3950');
    expect((await env({ PORT: '3950', SITE_URL: 'http://127.0.0.1:4000' })).SITE_URL).toBe('http://127.0.0.1:4000');
  });

  it('stays on with a localhost SITE_URL (npm start on another port)', async () => {
    expect((await env({ SITE_URL: 'http://127.0.0.1:4000' })).demoMode).toBe(true);
  });

  it.each([
    ['NODE_ENV=production APP_SECRET SITE_URL (the attack run)', { APP_SECRET: 'x'.repeat(40), SITE_URL: 'https://example.com' }],
    ['DATABASE_URL only', { DATABASE_URL: 'postgres://db.internal/site' }],
    ['SMTP only', { SMTP_URL: 'smtps://u:p@smtp.example.com' }],
    ['a public SITE_URL only', { SITE_URL: 'https://www.example.com' }],
  ])('is off with any production setting (%s): without the rest the server refuses to start, naming it', async (_name, vars) => {
    await expect(env(vars)).rejects.toThrow(/Not in demo mode.*missing/);
    await expect(env(vars)).rejects.toThrow(/SMS_GATEWAY_URL/);
  });

  it('names each missing setting', async () => {
    await expect(env({ DATABASE_URL: 'postgres://db.internal/site' })).rejects.toThrow(/APP_SECRET.*PAYMENT_WEBHOOK_SECRET.*SITE_URL.*SMS_GATEWAY_URL/);
  });

  it('starts a complete real deployment with Secure cookies and its own secrets', async () => {
    const e = await env(realDeploymentEnv);
    expect(e.demoMode).toBe(false);
    expect(e.secureCookies).toBe(true);
    expect(e.APP_SECRET).toBe(realDeploymentEnv.APP_SECRET);
    expect(e.PAYMENT_WEBHOOK_SECRET).toBe(realDeploymentEnv.PAYMENT_WEBHOOK_SECRET);
  });

  it.each([
    ['APP_SECRET', 'demo-secret-not-for-production'],
    ['PAYMENT_WEBHOOK_SECRET', 'demo-webhook-secret-not-for-production'],
    ['EDITOR_PASSWORD', 'Editor#2026pass'],
  ])('refuses the public demo value of %s outside demo mode', async (name, value) => {
    await expect(env({ ...realDeploymentEnv, [name]: value })).rejects.toThrow(name === 'APP_SECRET' ? /APP_SECRET/ : /public demo values/);
  });

  it('refuses a short APP_SECRET', async () => {
    await expect(env({ ...realDeploymentEnv, APP_SECRET: 'short-secret' })).rejects.toThrow(/APP_SECRET/);
  });

  it('DEMO_MODE=true keeps demo mode on a server with production settings (a staging demo)', async () => {
    const e = await env({ DEMO_MODE: 'true', DATABASE_URL: 'postgres://db.internal/site', SITE_URL: 'https://demo.example.com' });
    expect(e.demoMode).toBe(true);
    expect(e.secureCookies).toBe(false);
  });

  it('partner sign-on: a demo key in demo mode; outside it SSO_SECRET is needed once a partner address is set, never the demo key', async () => {
    expect((await env({})).SSO_SECRET.length).toBeGreaterThanOrEqual(32);
    // No partner configured: the server starts, and the sign-on routes say "not available".
    expect((await env(realDeploymentEnv)).SSO_SECRET).toBe('');
    await expect(env({ ...realDeploymentEnv, MALL_SSO_URL: 'https://mall.partner.example/sso' })).rejects.toThrow(/SSO_SECRET/);
    await expect(env({ ...realDeploymentEnv, SSO_SECRET: 'demo-sso-secret-not-for-production-0000' })).rejects.toThrow(/public demo values/);
    const secret = 'partner-sso-secret-0123456789abcdef0123';
    // The partner's server key for redeeming tokens is required with its address, and never the demo one.
    await expect(env({ ...realDeploymentEnv, PARTNER_WORLD_SSO_URL: 'https://partners.example/sso', SSO_SECRET: secret })).rejects.toThrow(/PARTNER_WORLD_SSO_KEY/);
    await expect(
      env({ ...realDeploymentEnv, PARTNER_WORLD_SSO_URL: 'https://partners.example/sso', SSO_SECRET: secret, PARTNER_WORLD_SSO_KEY: 'demo-partner-world-sso-key-not-for-prod' }),
    ).rejects.toThrow(/public demo values/);
    const key = 'partner-world-server-key-0123456789abcdef';
    const e = await env({ ...realDeploymentEnv, PARTNER_WORLD_SSO_URL: 'https://partners.example/sso', SSO_SECRET: secret, PARTNER_WORLD_SSO_KEY: key });
    expect(e.SSO_SECRET).toBe(secret);
    expect(e.PARTNER_WORLD_SSO_KEY).toBe(key);
    expect(e.MALL_SSO_KEY).toBe('');
    // A partner address is a production setting: alone, it turns demo mode off.
    await expect(env({ MALL_SSO_URL: 'https://mall.partner.example/sso' })).rejects.toThrow(/Not in demo mode/);
  });

  it('OPERATOR_CORE=tmf outside demo mode refuses to start without the BSS address and client credentials, naming each', async () => {
    await expect(env({ ...realDeploymentEnv, OPERATOR_CORE: 'tmf' })).rejects.toThrow(/TMF_BASE_URL.*TMF_CLIENT_ID.*TMF_CLIENT_SECRET/);
    await expect(env({ ...realDeploymentEnv, OPERATOR_CORE: 'tmf', TMF_BASE_URL: 'https://bss.example.com' })).rejects.toThrow(/TMF_CLIENT_ID.*TMF_CLIENT_SECRET/);
    const bss = { OPERATOR_CORE: 'tmf', TMF_BASE_URL: 'https://bss.example.com/', TMF_CLIENT_ID: 'portal', TMF_CLIENT_SECRET: 'a-real-client-secret' };
    await expect(env({ ...realDeploymentEnv, ...bss, TMF_CLIENT_SECRET: 'demo-tmf-client-secret-not-for-production' })).rejects.toThrow(/public demo values/);
    const e = await env({ ...realDeploymentEnv, ...bss });
    expect(e.TMF_TOKEN_URL).toBe('https://bss.example.com/oauth/token');
    expect(e.TMF_654_PATH).toBe('/tmf-api/prepayBalanceManagement/v4');
    expect(e.TMF_676_PATH).toBe('/tmf-api/paymentManagement/v4');
    // The embedded core needs none of them.
    expect((await env(realDeploymentEnv)).OPERATOR_CORE).toBe('embedded');
  });

  it('OPERATOR_CORE=tmf in demo mode talks to the BSS in a box with its demo credentials; a BSS elsewhere is a real deployment', async () => {
    const e = await env({ OPERATOR_CORE: 'tmf' });
    expect(e.demoMode).toBe(true);
    expect(e).toMatchObject({ TMF_BASE_URL: 'http://127.0.0.1:3100', TMF_TOKEN_URL: 'http://127.0.0.1:3100/oauth/token', TMF_CLIENT_ID: 'portal' });
    expect((await env({ OPERATOR_CORE: 'tmf', TMF_BASE_URL: 'http://127.0.0.1:3999' })).demoMode).toBe(true);
    await expect(env({ OPERATOR_CORE: 'tmf', TMF_BASE_URL: 'https://bss.example.com' })).rejects.toThrow(/Not in demo mode/);
  });
});

describe('payment methods of Iraq (issue 30 §2): on only when configured in full', () => {
  const methods = Object.fromEntries(
    ['ZAINCASH_URL', 'ZAINCASH_CLIENT_ID', 'ZAINCASH_CLIENT_SECRET', 'ZAINCASH_API_KEY', 'QICARD_URL', 'QICARD_USERNAME', 'QICARD_PASSWORD', 'QICARD_TERMINAL_ID', 'QICARD_PUBLIC_KEY', 'FIB_URL', 'FIB_CLIENT_ID', 'FIB_CLIENT_SECRET'].map((n) => [n, undefined]),
  ) as Record<string, undefined>;
  const parsed = (vars: Record<string, string>) => ({ ...methods, ...vars }) as unknown as Parameters<typeof paymentMethodGaps>[0];

  it('names every setting missing once a method’s address is given, and nothing for a method not given', () => {
    expect(paymentMethodGaps(parsed({}))).toEqual([]);
    expect(paymentMethodGaps(parsed({ FIB_URL: 'https://fib.example', FIB_CLIENT_ID: 'id' }))).toEqual(['FIB_CLIENT_SECRET (for FIB_URL)']);
    expect(paymentMethodGaps(parsed({ QICARD_URL: 'https://qi.example', QICARD_USERNAME: 'u' }))).toEqual([
      'QICARD_PASSWORD (for QICARD_URL)',
      'QICARD_TERMINAL_ID (for QICARD_URL)',
      'QICARD_PUBLIC_KEY (for QICARD_URL)',
    ]);
    expect(paymentMethodGaps(parsed({ ZAINCASH_URL: 'https://zc.example', ZAINCASH_CLIENT_ID: 'c', ZAINCASH_CLIENT_SECRET: 's', ZAINCASH_API_KEY: 'k'.repeat(16) }))).toEqual([]);
  });

  it('a server with a method configured in part refuses to start; in full, it starts', async () => {
    await expect(env({ ...methods, FIB_URL: 'https://fib.example' })).rejects.toThrow('A payment method is configured only in part; missing: FIB_CLIENT_ID (for FIB_URL), FIB_CLIENT_SECRET (for FIB_URL)');
    await expect(env({ ...realDeploymentEnv, ...methods, FIB_URL: 'https://fib.example', FIB_CLIENT_ID: 'id', FIB_CLIENT_SECRET: 'secret' })).resolves.toMatchObject({ FIB_URL: 'https://fib.example' });
  });

  it('offers the demo card in demo mode only, and no method of Iraq that is not configured', async () => {
    expect(await withEnv({ ...none, ...methods }, () => offeredMethodIds())).toEqual(['demo-card']);
    expect(await withEnv({ ...none, ...realDeploymentEnv, ...methods }, () => offeredMethodIds())).toEqual([]);
  });
});
