import { organizationJsonLd } from '../structured-data';

describe('organizationJsonLd', () => {
  it('names the operator in the page language, with its site, logo and customer care', () => {
    expect(JSON.parse(organizationJsonLd('https://www.example.iq/', 'en'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Nour Mobile',
      url: 'https://www.example.iq/',
      logo: 'https://www.example.iq/brand/logo.svg',
      contactPoint: [{ '@type': 'ContactPoint', telephone: '+9647700000107', contactType: 'customer service', areaServed: 'IQ', availableLanguage: ['Arabic', 'English', 'Kurdish'] }],
    });
    expect(JSON.parse(organizationJsonLd('https://www.example.iq', 'ar')).name).toBe('نور موبايل');
  });

  it('cannot close its script element, whatever the site address holds', () => {
    const text = organizationJsonLd('https://x.example/</script><script>alert(1)</script>', 'ku');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).url).toBe('https://x.example/</script><script>alert(1)</script>');
  });
});
