/**
 * Text PostgreSQL refuses, sent to the real routes that used to answer 500 for it: a NUL character in a
 * query parameter, a JSON field at any depth or a form field is a 400 naming the field. Also the
 * numbers the fuzz found reaching integer columns.
 */
import type { NextApiHandler } from 'next';
import { resetRateLimits } from '@/lib/server/api/rate-limit';
import { callApi, type ApiCall } from '@/lib/server/testing/api';
import { describeEachDatabase } from '@/lib/server/testing/db';
import { signInAs } from '@/lib/server/testing/operator';
import editorContent from '@/pages/api/editor/pages/content';
import editorSession from '@/pages/api/editor/session';
import billPay from '@/pages/api/v1/account/bills/[id]/pay';
import blogPost from '@/pages/api/v1/blog/post';
import content from '@/pages/api/v1/content/index';
import rating from '@/pages/api/v1/feedback/rating';
import forms from '@/pages/api/v1/forms/[formKey]';
import jobApply from '@/pages/api/v1/jobs/[id]/apply';
import jobFeedback from '@/pages/api/v1/jobs/feedback';
import pageData from '@/pages/api/v1/pageData';
import addresses from '@/pages/api/v1/profile/addresses/index';
import profile from '@/pages/api/v1/profile/index';
import roaming from '@/pages/api/v1/roaming-country/[country]/add-on-ids';
import search from '@/pages/api/v1/search/autocomplete';
import siteMapContent from '@/pages/api/v2/site-map/content';

const INVALID = 'Remove the invalid characters (such as the null character) from this field.';

async function editorCookie(): Promise<string> {
  const reply = await callApi(editorSession, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com', password: 'Editor#2026pass' } });
  expect(reply.status).toBe(200);
  return reply.headers.get('set-cookie')!.split(';')[0];
}

describeEachDatabase('text PostgreSQL refuses, on the real routes', () => {
  let subscriber: Record<string, string>;
  beforeAll(async () => {
    subscriber = await signInAs('07709876543');
  });
  beforeEach(() => resetRateLimits());

  it('answers 400 naming the field, never 500, for a NUL in a query parameter or a JSON body', async () => {
    const editor = { Cookie: await editorCookie() };
    const cases: Array<[string, NextApiHandler, ApiCall, string]> = [
      ['content', content, { url: '/x?lang=en&uri=/%00' }, 'uri'],
      ['pageData', pageData, { url: '/x?lang=en&uri=/about%00' }, 'uri'],
      ['site-map content', siteMapContent, { url: '/x?lang=en&uri=/%00' }, 'uri'],
      ['search', search, { url: '/x?lang=en&keyword=inter%00net' }, 'keyword'],
      ['roaming', roaming, { url: '/x?lang=en&country=T%00R' }, 'country'],
      ['editor sign-in', editorSession, { method: 'POST', url: '/x?lang=en', body: { email: 'editor@example.com\u0000', password: 'x' } }, 'email'],
      ['forms', forms, { method: 'POST', url: '/x?lang=en&formKey=contact', body: { name: 'Ali\u0000', message: 'Hello' } }, 'name'],
      ['jobs feedback', jobFeedback, { method: 'POST', url: '/x?lang=en', body: { feedback: 'Good\u0000' } }, 'feedback'],
      ['rating', rating, { method: 'POST', url: '/x?lang=en', body: { kind: 'feedback', text: 'Good\u0000' } }, 'text'],
      ['profile', profile, { method: 'PUT', url: '/x?lang=en', headers: subscriber, body: { firstName: 'A\u0000', secondName: 'B', thirdName: 'C' } }, 'firstName'],
      ['addresses', addresses, { method: 'POST', url: '/x?lang=en', headers: subscriber, body: { address: 'Street 1', city: 'Erbil\u0000', district: 'Ankawa' } }, 'city'],
      ['bill pay e-mail', billPay, { method: 'POST', url: '/x?lang=en&id=1', headers: subscriber, body: { email: 'a\u0000@example.com' } }, 'email'],
      [
        'editor draft, deep in the block tree',
        editorContent,
        {
          method: 'PUT',
          url: '/x?lang=en&uri=/about-us',
          headers: editor,
          body: { title: 'About', layout: 'page', data: { root: { props: {} }, content: [{ type: 'Hero', props: { id: 'Hero-1', title: 'Hi\u0000' } }] } },
        },
        'data.content.0.props.title',
      ],
    ];
    for (const [name, handler, call, field] of cases) {
      const reply = await callApi(handler, call);
      expect([name, reply.status]).toEqual([name, 400]);
      expect([name, reply.json.data?.errors?.[field]]).toEqual([name, INVALID]);
      expect(reply.json.success).toBe(false);
    }
  });

  it('refuses a NUL in a job application form field or file name', async () => {
    const apply = async (fields: Record<string, string>, fileName = 'cv.pdf') => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.set('cv', new Blob([`%PDF-1.7\n${' '.repeat(2048)}\n%%EOF`], { type: 'application/pdf' }), fileName);
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const body = new Uint8Array(await request.arrayBuffer());
      return callApi(jobApply, { method: 'POST', url: '/x?lang=en&id=1', body, headers: { 'content-type': request.headers.get('content-type')! } });
    };
    const fields = { name: 'Ali Hassan', email: 'ali@example.com', phone: '07701234567', coverLetter: 'Hello' };
    const refused = await apply({ ...fields, coverLetter: 'Hello\u0000' });
    expect(refused.status).toBe(400);
    expect(refused.json.data.errors).toEqual({ coverLetter: INVALID });
    // A NUL in the file name is refused by the form parser itself.
    expect((await apply(fields, 'my\u0000cv.pdf')).status).toBe(400);
    expect((await apply(fields)).status).toBe(201);
  });

  it('answers 404, not 500, for a blog post number beyond any id', async () => {
    const reply = await callApi(blogPost, { url: '/x?lang=en&post=2147483648' });
    expect(reply.status).toBe(404);
    expect(reply.json.success).toBe(false);
  });
});
