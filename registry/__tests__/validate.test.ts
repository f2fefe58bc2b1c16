import { validatePage } from '../validate';

const hero = (props: Record<string, unknown>) => ({ type: 'Hero', props: { id: 'Hero-1', title: 'Welcome', ...props } });

describe('validatePage', () => {
  it('applies defaults and keeps valid blocks', () => {
    const { data, problems } = validatePage({ root: { props: { title: 'Home' } }, content: [hero({})] }, { locale: 'en' });
    expect(problems).toEqual([]);
    expect(data.root.props).toEqual({ title: 'Home' });
    expect(data.content).toHaveLength(1);
    expect(data.content[0].props).toMatchObject({ id: 'Hero-1', title: 'Welcome', tone: 'light', ctaLabel: '' });
  });

  it('leaves out an unknown block and an invalid one, reports both, and keeps the rest', () => {
    const { data, problems } = validatePage(
      {
        root: { props: {} },
        content: [
          { type: 'Carousel3D', props: { id: 'x' } },
          hero({ id: 'bad', title: '', ctaHref: 'javascript:alert(1)' }),
          { type: 'RichText', props: { id: 'ok', html: '<p>Still here</p>' } },
        ],
      },
      { locale: 'en' },
    );
    expect(data.content.map((n) => n.props.id)).toEqual(['ok']);
    expect(problems).toEqual([
      { severity: 'error', path: 'content[0]', type: 'Carousel3D', blockId: 'x', errors: { _: 'unknown block type "Carousel3D"' } },
      { severity: 'error', path: 'content[1]', type: 'Hero', blockId: 'bad', errors: { title: 'validation.required', ctaHref: 'validation.url' } },
    ]);
  });

  it('validates nested slots and drops only the bad child', () => {
    const { data, problems } = validatePage(
      {
        content: [
          {
            type: 'Columns',
            props: {
              id: 'cols',
              start: [{ type: 'RichText', props: { id: 'a', html: '<p>A</p>' } }],
              end: [{ type: 'Nope', props: {} }, { type: 'Section', props: { id: 's', content: [hero({ id: 'h2' })] } }],
            },
          },
        ],
      },
      { locale: 'ar' },
    );
    const columns = data.content[0].props as Record<string, any>;
    expect(columns.start.map((n: any) => n.props.id)).toEqual(['a']);
    expect(columns.end.map((n: any) => n.type)).toEqual(['Section']);
    expect(columns.end[0].props.content[0].props.id).toBe('h2');
    expect(problems.map((p) => p.path)).toEqual(['content[0].props.end[0]']);
  });

  it('sanitises rich text and reports that it did', () => {
    const { data, problems } = validatePage(
      { content: [{ type: 'RichText', props: { id: 'r', html: '<p onmouseover="x()">Hi<script>alert(1)</script></p>' } }] },
      { locale: 'en' },
    );
    expect(data.content[0].props.html).toBe('<p>Hi</p>');
    expect(problems[0]).toMatchObject({ severity: 'warning', blockId: 'r', type: 'RichText' });
  });

  it('gives every block a unique id', () => {
    const { data } = validatePage({ content: [hero({ id: 'same' }), hero({ id: 'same' }), { type: 'RichText', props: { html: '<p>x</p>' } }] }, { locale: 'en' });
    const ids = data.content.map((n) => n.props.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('survives input that is not a page at all', () => {
    for (const input of [null, 42, 'page', [], { content: 'nope' }, { content: [null, 7, { type: 3 }] }]) {
      const result = validatePage(input, { locale: 'ku' });
      expect(result.data.content).toEqual([]);
    }
  });
});
