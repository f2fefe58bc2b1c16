import { useTranslations } from 'next-intl';
import styled from 'styled-components';
import { flowRoutes, type FlowName } from '@/lib/flows';
import { ArrowForwardIcon } from '@/ui/icons';
import { SmartLink } from '@/ui/SmartLink';

export interface FlowEmbedProps {
  /** Which coded flow (lib/flows.ts). */
  flow: FlowName;
  title: string;
  text: string;
}

/**
 * A place for a coded flow (recharge, bill payment, …) inside a page. Until the flows are embedded it
 * shows a card with the title, the text and a link to the flow's own page, in the page's language.
 */
export function FlowEmbed({ flow, title, text }: FlowEmbedProps) {
  const t = useTranslations('blocks.FlowEmbed');
  const route = flowRoutes[flow];
  if (!route) return null;
  return (
    <Card data-flow={flow}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      <SmartLink href={route}>
        {t(`actions.${flow}`)}
        <ArrowForwardIcon />
      </SmartLink>
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  margin-block: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 6px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: ${({ theme }) => theme.target};
    padding-inline: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
