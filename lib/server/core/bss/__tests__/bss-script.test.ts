/**
 * `npm run bss` (scripts/bss.ts): starts on its own PGlite folder, migrated and seeded with the demo
 * data, prints the client credentials and the exact command that runs the portal over it, serves a
 * token and the demo line, takes faults at POST /bss/faults, and stops on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { P } from './helpers';

const TSX = path.join(process.cwd(), 'node_modules/.bin/tsx');

describe('npm run bss', () => {
  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bss-script-'));
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on its own database with the demo data and prints the command for the portal', async () => {
    child = spawn(TSX, ['--tsconfig', 'tsconfig.json', 'scripts/bss.ts'], {
      env: { ...process.env, BSS_PORT: '0', BSS_DATA_DIR: dataDir, BSS_CLIENT_ID: 'script-client', BSS_CLIENT_SECRET: 'script-secret', BSS_LISTENER_SECRET: 'shh' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const command = await new Promise<string>((resolve, reject) => {
      child!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((l) => l.includes('npm start'));
        if (line) resolve(line.trim());
      });
      child!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child!.once('exit', (code) => reject(new Error(`bss exited (${code}): ${output}`)));
    });
    const url = /TMF_BASE_URL=(\S+)/.exec(command)![1];
    expect(command).toBe(`OPERATOR_CORE=tmf TMF_BASE_URL=${url} TMF_CLIENT_ID=script-client TMF_CLIENT_SECRET=script-secret TMF_LISTENER_SECRET=shh npm start`);

    const token = await fetch(`${url}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from('script-client:script-secret').toString('base64')}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json());
    const bucket = await fetch(`${url}${P.tmf654}/bucket?logicalResource.id=07701234567`, { headers: { Authorization: `Bearer ${token.access_token}` } });
    expect(bucket.status).toBe(200);
    expect((await bucket.json())[0].remainingValue).toEqual({ amount: 25_000, units: 'IQD' });

    expect((await fetch(`${url}/bss/faults`, { method: 'POST', body: JSON.stringify({ status: 503 }) })).status).toBe(200);
    expect((await fetch(`${url}${P.tmf654}/bucket?logicalResource.id=07701234567`, { headers: { Authorization: `Bearer ${token.access_token}` } })).status).toBe(503);
  }, 60_000);
});
