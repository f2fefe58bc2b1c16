import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/lib/testing/render';
import { validatePage } from '@/registry/validate';
import block from './block';
import { Video } from './Video';

const ID = 'dQw4w9WgXcQ';
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

function normalize(url: string) {
  const warnings: string[] = [];
  const result = block.normalize!({ url, title: 'Roaming' }, { locale: 'en', warn: (m) => warnings.push(m) });
  return { result, warnings };
}

describe('Video', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://WWW.YouTube.com/watch?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}/`,
    `  https://youtu.be/${ID}  `,
  ])('accepts %s and rewrites it to the privacy-enhanced embed URL', (url) => {
    const { result, warnings } = normalize(url);
    expect(result).toEqual({ url: EMBED, title: 'Roaming' });
    expect(warnings).toEqual([]);
  });

  it('keeps every character an ID may have', () => {
    expect(normalize('https://youtu.be/a-B_c9D0e1F').result?.url).toBe('https://www.youtube-nocookie.com/embed/a-B_c9D0e1F');
  });

  it.each([
    ['plain http', `http://www.youtube.com/watch?v=${ID}`],
    ['plain http short link', `http://youtu.be/${ID}`],
    ['protocol-relative', `//www.youtube.com/embed/${ID}`],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a YouTube look', `javascript://www.youtube.com/%0Aalert(1)//watch?v=${ID}`],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['a look-alike www host', `https://www.youtube.com.evil.example/embed/${ID}`],
    ['a host ending in youtube.com', `https://notyoutube.com/watch?v=${ID}`],
    ['a look-alike short host', `https://youtu.be.evil.example/${ID}`],
    ['credentials before another host', `https://www.youtube.com@evil.example/watch?v=${ID}`],
    ['credentials before the real host', `https://user:pass@www.youtube.com/watch?v=${ID}`],
    ['a port', `https://www.youtube.com:8443/watch?v=${ID}`],
    ['a backslash trick', `https://evil.example\\@www.youtube.com/watch?v=${ID}`],
    ['a tab hidden in the host', `https://www.you\ttube.com/watch?v=${ID}`],
    ['another site with the link in its query', `https://evil.example/?u=https://www.youtube.com/watch?v=${ID}`],
    ['another YouTube page', 'https://www.youtube.com/@nourmobile'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL1234567890'],
    ['a watch link without an ID', 'https://www.youtube.com/watch'],
    ['an ID too short', 'https://youtu.be/dQw4w9WgXc'],
    ['an ID too long', `https://www.youtube.com/watch?v=${ID}x`],
    ['an ID with markup', 'https://www.youtube.com/watch?v=<script>x'],
    ['an encoded ID', 'https://www.youtube.com/embed/%64Qw4w9WgXcQ'],
    ['a path escaping the embed folder', `https://www.youtube.com/embed/../../redirect?q=${ID}`],
    ['another video site', 'https://vimeo.com/123456789'],
    ['nothing', ''],
  ])('refuses %s: logged, and the block is left out', (_, url) => {
    const { result, warnings } = normalize(url);
    expect(result).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/secure YouTube/);
  });

  it('is left out of a page and reported when its link is refused', () => {
    const { data, problems } = validatePage(
      {
        content: [
          { type: 'Video', props: { id: 'bad', url: `http://www.youtube.com/watch?v=${ID}`, title: 'Bad' } },
          { type: 'Video', props: { id: 'good', url: `https://youtu.be/${ID}`, title: 'Good' } },
        ],
      },
      { locale: 'ar', definitions: { Video: block } },
    );
    expect(data.content.map((n) => [n.props.id, n.props.url])).toEqual([['good', EMBED]]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ blockId: 'bad', type: 'Video' });
  });

  it('renders a lazy privacy-enhanced frame named by its title', () => {
    renderWithProviders(<Video url={EMBED} title="How to turn on roaming" />, { locale: 'ar' });
    const frame = screen.getByTitle('How to turn on roaming');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAccessibleName('How to turn on roaming');
    expect(frame).toHaveAttribute('src', EMBED);
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('never puts an unchecked link in the frame', () => {
    const { container, rerender } = renderWithProviders(<Video url="javascript:alert(1)" title="x" />);
    expect(container.querySelector('iframe')).toBeNull();
    rerender(<Video url={`https://www.youtube.com/watch?v=${ID}`} title="" />);
    expect(container.querySelector('iframe')).toHaveAttribute('src', EMBED);
    expect(container.querySelector('iframe')).toHaveAttribute('title', 'Video');
  });

  const FILE = `/api/v1/media/${'0f'.repeat(32)}.mp4`;

  it('keeps a video file copied from Builder.io to our origin, and refuses paths that only look like one', () => {
    expect(normalize(FILE)).toEqual({ result: { url: FILE, title: 'Roaming' }, warnings: [] });
    const withPoster = { url: FILE, title: 'Roaming', posterImage: `/api/v1/media/${'0f'.repeat(32)}.jpg` };
    expect(block.schema.safeParse(withPoster).success).toBe(true);
    expect(block.schema.safeParse({ ...withPoster, posterImage: 'https://cdn.builder.io/x.jpg' }).success).toBe(false);
    expect(normalize(FILE.replace('.mp4', '.webm')).result?.url).toBe(FILE.replace('.mp4', '.webm'));
    for (const url of [FILE.replace('.mp4', '.png'), '/api/v1/media/abc.mp4', `${FILE}?x`, `/api/v1/media/../${FILE.split('/').pop()}`, `https://cdn.builder.io${FILE}`]) {
      expect([url, normalize(url).result]).toEqual([url, null]);
    }
  });

  it('plays a copied video file with the browser\'s controls, named by its title, loading nothing before it is played', () => {
    const { container } = renderWithProviders(<Video url={FILE} title="A tour of the network" posterImage="/images/hero-network.svg" />, { locale: 'en' });
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', FILE);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/images/hero-network.svg');
    expect(video).toHaveAccessibleName('A tour of the network');
    expect(container.querySelector('iframe')).toBeNull();
  });
});
