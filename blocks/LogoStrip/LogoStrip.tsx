import styled from 'styled-components';
import { SiteImage } from '@/ui/SiteImage';
import { SmartLink } from '@/ui/SmartLink';

export interface LogoStripProps {
  /** Optional heading above the logos (h2). */
  title: string;
  /** `src` is a local image under /images/; `alt` names the partner; `href` is optional. */
  logos: { src: string; alt: string; href: string }[];
}

/** A row of partner or brand logos; a logo with a link opens it (external links leave through /api/redirect). */
export function LogoStrip({ title, logos }: LogoStripProps) {
  if (logos.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      <List>
        {logos.map((logo, index) => {
          const image = <SiteImage src={logo.src} alt={logo.alt} width={160} height={64} sizes="160px" />;
          return <li key={index}>{logo.href ? <SmartLink href={logo.href}>{image}</SmartLink> : image}</li>;
        })}
      </List>
    </Root>
  );
}

const Root = styled.div`
  margin-block: ${({ theme }) => theme.space.lg};
  text-align: center;
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  img {
    display: block;
    width: 160px;
    max-width: 100%;
    height: 64px;
    object-fit: contain;
  }
`;
