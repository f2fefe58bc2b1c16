/** The contract test's judge (./tmf-contract.ts) against TM Forum's own specifications. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordingFetch, tmfApiOf, tmfSpecDir, validateTmfExchange } from '../tmf-contract';

const TOPUP = 'http://bss.test/tmf-api/prepayBalanceManagement/v4/topupBalance';

const topupCreate = {
  amount: { amount: 5000, units: 'IQD' },
  usageType: 'monetary',
  bucket: { id: 'main-07701234567' },
  partyAccount: { id: 'acc-07701234567' },
  logicalResource: [{ id: '07701234567', '@referredType': 'MSISDN' }],
  reason: 'card-recharge',
  channel: { id: 'portal' },
  externalId: 'payment:abc',
  '@type': 'TopupBalance',
};

const topup = { ...topupCreate, id: '17', status: 'completed', confirmationDate: '2026-11-27T21:00:00.000Z' };

describe('validateTmfExchange', () => {
  it('a valid TopupBalance_Create and its 201 TopupBalance pass', async () => {
    expect(await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: topupCreate, status: 201, responseBody: topup })).toEqual([]);
  });

  it('a TopupBalance_Create without bucket fails, naming it', async () => {
    const { bucket: _bucket, ...withoutBucket } = topupCreate;
    const problems = await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: withoutBucket, status: 201, responseBody: topup });
    expect(problems).toEqual([expect.stringMatching(/TMF654 POST \/topupBalance request body \(TopupBalance_Create\).*missing required property 'bucket'/)]);
  });

  it('a wrong type fails, naming the field', async () => {
    const wrong = { ...topupCreate, amount: { amount: '5000', units: 'IQD' } };
    const problems = await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: wrong });
    expect(problems).toEqual([expect.stringMatching(/\/amount\/amount: must be number/)]);
  });

  it('a value outside an enumeration fails, listing the allowed ones', async () => {
    const problems = await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: { ...topupCreate, usageType: 'money' } });
    expect(problems.join('\n')).toMatch(/\/usageType: must be equal to one of the allowed values \("monetary"/);
  });

  it('an unknown path, an unknown method and an unknown base path fail', async () => {
    expect(await validateTmfExchange({ method: 'GET', url: 'http://bss.test/tmf-api/prepayBalanceManagement/v4/wallet', status: 200, responseBody: [] })).toEqual([
      expect.stringMatching(/TMF654 has no path \/wallet/),
    ]);
    expect(await validateTmfExchange({ method: 'DELETE', url: 'http://bss.test/tmf-api/prepayBalanceManagement/v4/bucket/main-1' })).toEqual([
      expect.stringMatching(/TMF654 \/bucket\/\{id\} has no DELETE/),
    ]);
    expect(await validateTmfExchange({ method: 'GET', url: 'http://bss.test/oauth/token' })).toEqual([expect.stringMatching(/no TMF API has this base path/)]);
  });

  it('a list answer must be an array of the resource', async () => {
    const url = 'http://bss.test/tmf-api/prepayBalanceManagement/v4/topupBalance?externalId=payment:abc';
    expect(await validateTmfExchange({ method: 'GET', url, status: 200, responseBody: [topup] })).toEqual([]);
    expect(await validateTmfExchange({ method: 'GET', url, status: 200, responseBody: topup })).toEqual([expect.stringMatching(/response 200 \(TopupBalance\[\]\) \(body\): must be array/)]);
    expect(await validateTmfExchange({ method: 'GET', url, status: 200, responseBody: [{ id: '1' }] })).toEqual([
      expect.stringMatching(/\/0: missing required property 'status'/),
    ]);
  });

  it('an error answer must be the spec Error, also for a status the operation does not list', async () => {
    const conflict = { code: 'duplicate', reason: 'reference already applied', status: '409' };
    expect(await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: topupCreate, status: 409, responseBody: conflict })).toEqual([]);
    expect(await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: topupCreate, status: 503, responseBody: { code: 'unavailable', reason: 'down' } })).toEqual([]);
    // Error.status is a string in the specification.
    expect(await validateTmfExchange({ method: 'POST', url: TOPUP, status: 409, requestBody: topupCreate, responseBody: { ...conflict, status: 409 } })).toEqual([
      expect.stringMatching(/response 409 \(Error\) \/status: must be string/),
    ]);
    expect(await validateTmfExchange({ method: 'POST', url: TOPUP, requestBody: topupCreate, status: 500, responseBody: '<html>oops</html>' })).toEqual([
      expect.stringMatching(/response 500: the body is not JSON/),
    ]);
  });

  it('a circular definition (ProductOrder) validates, and its nested items are checked', async () => {
    const url = 'http://bss.test/tmf-api/productOrderingManagement/v4/productOrder';
    const order = {
      externalId: 'purchase:P1',
      category: 'addon-purchase',
      channel: [{ id: 'portal', role: 'salesChannel' }],
      relatedParty: [{ id: '07701234567', role: 'user', '@referredType': 'MSISDN' }],
      productOrderItem: [
        {
          id: '1',
          action: 'add',
          quantity: 1,
          productOffering: { id: 'addon-101' },
          itemPrice: [{ priceType: 'oneTime', price: { taxIncludedAmount: { unit: 'IQD', value: 5000 } } }],
          // ProductOrderItem → productOrderItem → ProductOrderItem: the circle.
          productOrderItem: [{ id: '1.1', action: 'add' }],
        },
      ],
      '@type': 'ProductOrder',
    };
    const created = { ...order, id: '9', state: 'completed', productOrderItem: [{ ...order.productOrderItem[0], product: { id: '44' } }] };
    expect(await validateTmfExchange({ method: 'POST', url, requestBody: order, status: 201, responseBody: created })).toEqual([]);
    const broken = { ...order, productOrderItem: [{ ...order.productOrderItem[0], productOrderItem: [{ id: '1.1' }] }] };
    expect(await validateTmfExchange({ method: 'POST', url, requestBody: broken })).toEqual([
      expect.stringMatching(/\/productOrderItem\/0\/productOrderItem\/0: missing required property 'action'/),
    ]);
  });

  it('TMF676 is found under its PROFILE base path and under the published /payment/v4; overrides are honoured', async () => {
    expect(await tmfApiOf('http://bss.test/tmf-api/paymentManagement/v4/payment')).toBe('676');
    expect(await tmfApiOf('http://bss.test/payment/v4/payment/1')).toBe('676');
    expect(await tmfApiOf('http://bss.test/prefix/tmf-api/productInventory/v4/product')).toBe('637');
    expect(await tmfApiOf('http://bss.test/bills/v4/customerBill', { '678': '/bills/v4' })).toBe('678');
    expect(await tmfApiOf('http://bss.test/oauth/token')).toBeUndefined();
  });

  it('a missing specification folder is an error naming the path, never a skip', async () => {
    jest.resetModules();
    const previous = process.env.TMF_SPEC_DIR;
    process.env.TMF_SPEC_DIR = '/nonexistent/tmf-specs';
    try {
      const fresh = await import('../tmf-contract');
      expect(fresh.tmfSpecDir()).toBe('/nonexistent/tmf-specs');
      await expect(fresh.validateTmfExchange({ method: 'GET', url: TOPUP })).rejects.toThrow(/\/nonexistent\/tmf-specs does not exist/);
    } finally {
      if (previous === undefined) delete process.env.TMF_SPEC_DIR;
      else process.env.TMF_SPEC_DIR = previous;
    }
    expect(tmfSpecDir()).toMatch(/shared[/\\]tmf$/);
  });
});

describe('recordingFetch', () => {
  it('records each exchange with its bodies, and the caller still reads its own', async () => {
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.statusCode = 201;
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ got: JSON.parse(body), path: req.url }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { fetch: recording, exchanges } = recordingFetch();
      const response = await recording(`http://127.0.0.1:${port}/x?y=1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k1' },
        body: JSON.stringify({ a: 1 }),
      });
      expect(await response.json()).toEqual({ got: { a: 1 }, path: '/x?y=1' });
      expect(exchanges).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: `http://127.0.0.1:${port}/x?y=1`,
          requestBody: { a: 1 },
          status: 201,
          responseBody: { got: { a: 1 }, path: '/x?y=1' },
          requestHeaders: expect.objectContaining({ 'idempotency-key': 'k1' }),
        }),
      ]);
      await expect(recording('http://127.0.0.1:9/refused')).rejects.toThrow();
      expect(exchanges[1]).toMatchObject({ method: 'GET', url: 'http://127.0.0.1:9/refused', error: expect.any(String) });
      expect(exchanges[1].status).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
