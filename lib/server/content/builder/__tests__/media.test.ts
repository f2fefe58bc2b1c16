import { parseRange } from '@/lib/server/api/range';
import { builderMediaRefs, imageSize, sniffMedia } from '../media';
import type { BuilderEntry } from '../map';
import fixture from '../__fixtures__/page-media.json';

const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');
const ascii = (s: string) => Buffer.from(s, 'latin1');

// Headers of real files (the first bytes up to the size), written from each format's specification.
const files = {
  png: hex('89504e470d0a1a0a 0000000d 49484452 00000640 00000384 0806000000'),
  jpeg: hex('ffd8ffe0 0010 4a4649460001010000010001 0000 ffdb 0004 0000 ffc0 0011 08 0320 04b0 03012200021101031101'),
  gif: Buffer.concat([ascii('GIF89a'), hex('4001 f000 f70000')]),
  webpLossy: Buffer.concat([ascii('RIFF'), hex('00000000'), ascii('WEBPVP8 '), hex('00000000 000000 9d012a 8002 e001')]),
  webpExtended: Buffer.concat([ascii('RIFF'), hex('00000000'), ascii('WEBPVP8X'), hex('0a000000 10000000 7f0200 df0100')]),
  avif: Buffer.concat([hex('0000001c'), ascii('ftypavif'), hex('00000000'), ascii('avifmif1miaf'), hex('00000014'), ascii('ispe'), hex('00000000 00000500 000002d0')]),
  mp4: Buffer.concat([hex('00000018'), ascii('ftypmp42'), hex('00000000'), ascii('isommp42')]),
  webm: Buffer.concat([hex('1a45dfa3 9f 4286 81 01 42f7 81 01 42f2 81 04 42f3 81 08 4282 84'), ascii('webm')]),
};

describe('files copied from Builder\'s CDN', () => {
  it('are typed by their first bytes, not by their name or Builder\'s Content-Type', () => {
    expect(sniffMedia(files.png)).toBe('image/png');
    expect(sniffMedia(files.jpeg)).toBe('image/jpeg');
    expect(sniffMedia(files.gif)).toBe('image/gif');
    expect(sniffMedia(files.webpLossy)).toBe('image/webp');
    expect(sniffMedia(files.avif)).toBe('image/avif');
    expect(sniffMedia(files.mp4)).toBe('video/mp4');
    expect(sniffMedia(files.webm)).toBe('video/webm');
  });

  it('recognise SVG, also with a BOM, a declaration or a comment first, and refuse other documents', () => {
    expect(sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffMedia(Buffer.from('\uFEFF  <?xml version="1.0"?><!-- logo --><SVG onload="alert(1)"></SVG>'))).toBe('svg');
    for (const other of ['<!doctype html><script>alert(1)</script>', '%PDF-1.7', 'MZ\x90\x00', '', 'GIF8', '{"results":[]}']) {
      expect([other, sniffMedia(Buffer.from(other, 'latin1'))]).toEqual([other, null]);
    }
    // HEIF stills share MP4's container: not taken for a video.
    expect(sniffMedia(Buffer.concat([hex('00000018'), ascii('ftypheic'), hex('00000000')]))).toBeNull();
  });

  it('give their size in pixels (the block reserves that space)', () => {
    expect(imageSize(files.png, 'image/png')).toEqual({ width: 1600, height: 900 });
    expect(imageSize(files.jpeg, 'image/jpeg')).toEqual({ width: 1200, height: 800 });
    expect(imageSize(files.gif, 'image/gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(files.webpLossy, 'image/webp')).toEqual({ width: 640, height: 480 });
    expect(imageSize(files.webpExtended, 'image/webp')).toEqual({ width: 640, height: 480 });
    expect(imageSize(files.avif, 'image/avif')).toEqual({ width: 1280, height: 720 });
    expect(imageSize(files.png.subarray(0, 18), 'image/png')).toBeNull(); // cut short
    expect(imageSize(hex('ffd8ffe0ffff'), 'image/jpeg')).toBeNull();
  });

  it('are found in every element that shows one, nested and localized ones included, on Builder\'s CDN only', () => {
    const refs = builderMediaRefs(fixture.results[0] as unknown as BuilderEntry);
    const name = (url: string) => decodeURIComponent(url).split('/').pop();
    expect(refs.map((r) => [name(r.url), r.kind])).toEqual([
      ['tower-png', 'image'],
      ['shop-jpeg', 'image'],
      ['tour-mp4?alt=media', 'video'],
      ['logo-svg', 'image'],
      ['huge-png', 'image'],
      ['broken-png', 'image'],
    ]);
  });
});

describe('byte ranges of a copied file', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-1000', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=99999999999999999999-', 'unsatisfiable'],
    ['bytes=9-2', null],
    ['bytes=0-1,4-5', null],
    ['bytes=-', null],
    ['bytes=999999999999999999999-', null],
    ['pages=1-2', null],
    [undefined, null],
  ] as const)('%s of 100 bytes', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });

  it('answers an open range a part at a time when asked to', () => {
    expect(parseRange('bytes=0-', 100, 30)).toEqual({ start: 0, end: 29 });
    expect(parseRange('bytes=80-', 100, 30)).toEqual({ start: 80, end: 99 });
    expect(parseRange('bytes=0-99', 100, 30)).toEqual({ start: 0, end: 99 }); // a closed range is answered whole
  });
});
