import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { useBrowserValue } from '@/ui/hooks';
import { Button, Container } from '@/ui/primitives';
import { SmartLink } from '@/ui/SmartLink';

export type ErrorKind = 404 | 500 | 503 | 'fatal';

/** The error pages of every locale (spec sections 2 and 8). */
export function ErrorPage({ kind, path }: { kind: ErrorKind; path?: string }) {
  const t = useTranslations('errors');
  // The 404 page is prerendered once; the path the visitor asked for is known only in the browser.
  const browserPath = useBrowserValue(() => window.location.pathname + window.location.search, '');
  const shownPath = path ?? browserPath;

  const title =
    kind === 404 ? t('notFoundTitle') : kind === 503 ? t('unavailableTitle') : kind === 500 ? t('internalTitle') : t('fatalTitle');
  const message =
    kind === 404 ? t('notFound', { path: '' }) : kind === 503 ? t('unavailable') : kind === 500 ? t('internal') : t('fatal');

  return (
    <Container>
      <Box data-error={kind}>
        <h1>{title}</h1>
        <p>
          {message}
          {kind === 404 && (
            <bdi className="ltr" data-testid="missing-path">
              {shownPath}
            </bdi>
          )}
        </p>
        <Actions>
          <SmartLink href="/">
            {t('backHome')}
          </SmartLink>
          {kind !== 404 && (
            <Button type="button" $variant="secondary" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          )}
        </Actions>
      </Box>
    </Container>
  );
}

const Box = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.target};
  }
`;
