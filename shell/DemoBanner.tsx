import { useTranslations } from 'next-intl';
import styled from 'styled-components';

/** design.md section 6: a small banner says "demo" when no outside systems are configured. */
export function DemoBanner() {
  const t = useTranslations('demo');
  return (
    <Banner role="note">
      <strong>DEMO</strong> {t('banner')}
    </Banner>
  );
}

const Banner = styled.div`
  padding: 4px 16px;
  background: #fff4c2;
  color: #3d3200;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;
