/**
 * The stand-in SMSC (lib/server/messaging/smpp/standin.ts) as a process, for running the site with
 * SMS_TRANSPORT=smpp on one machine: `tsx --tsconfig tsconfig.json scripts/smsc-standin.ts`, then
 * SMPP_URL=smpp://nour:standin-password@127.0.0.1:2775 and SMPP_SOURCE_ADDR=NourMobile.
 * SMSC_PORT (2775), SMSC_SYSTEM_ID (nour), SMSC_PASSWORD (standin-password), SMSC_OUTCOME of the
 * receipts (DELIVRD, UNDELIV, EXPIRED, REJECTD or none). Each received part is printed.
 */
import { StandinSmsc, type Outcome } from '@/lib/server/messaging/smpp/standin';

async function main() {
  const env = process.env;
  const smsc = new StandinSmsc({ systemId: env.SMSC_SYSTEM_ID || 'nour', password: env.SMSC_PASSWORD || 'standin-password' });
  const outcome = (env.SMSC_OUTCOME || 'DELIVRD') as Outcome;
  if (!['DELIVRD', 'UNDELIV', 'EXPIRED', 'REJECTD', 'none'].includes(outcome)) throw new Error(`SMSC_OUTCOME: ${outcome}?`);
  smsc.outcome = outcome;
  smsc.on('bind', () => console.log('bound'));
  smsc.on('submit', () => {
    const part = smsc.received.at(-1)!;
    const udh = part.udh ? ` part ${part.udh[5]}/${part.udh[4]}` : '';
    console.log(`${part.destinationAddr} (data_coding ${part.dataCoding}${udh}) id ${part.messageId}: ${part.text}`);
  });
  const port = await smsc.listen(Number(env.SMSC_PORT || 2775));
  console.log(`stand-in SMSC on 127.0.0.1:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
