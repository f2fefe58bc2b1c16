import { instantParam } from '@/lib/server/api/params';

describe('instantParam', () => {
  it('reads an ISO moment with its offset', () => {
    expect(instantParam().parse('2026-12-01T09:00:00+03:00').toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it.each([
    // Found by the API fuzz test: JavaScript reads year 0, PostgreSQL refuses it.
    '0000-02-29T04:49:26-20:21',
    '1999-12-31T23:59:59Z',
    '4275-02-16T20:52:23.0574701+14:00',
    '2026-12-01T09:00:00',
    'tomorrow',
  ])('refuses %s as a field error', (value) => {
    const parsed = instantParam().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('validation.invalid');
  });
});
