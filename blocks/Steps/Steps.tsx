import styled from 'styled-components';

export interface StepsProps {
  /** Optional heading above the steps (h2). */
  title: string;
  steps: { title: string; text: string }[];
}

/** Numbered instructions (tutorials): an ordered list, so screen readers announce "1 of 4". */
export function Steps({ title, steps }: StepsProps) {
  if (steps.length === 0) return null;
  return (
    <Root>
      {title && <h2>{title}</h2>}
      <List>
        {steps.map((step, index) => (
          <li key={index}>
            <h3>{step.title}</h3>
            {step.text && <p>{step.text}</p>}
          </li>
        ))}
      </List>
    </Root>
  );
}

const Root = styled.div`
  margin-block: ${({ theme }) => theme.space.lg};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

/* The numbers are drawn from a CSS counter in a circle; the list stays an <ol> for assistive technology. */
const List = styled.ol`
  counter-reset: step;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    counter-increment: step;
    position: relative;
    min-height: 40px;
    padding-inline-start: 56px;
    padding-block-end: ${({ theme }) => theme.space.lg};
  }
  li::before {
    content: counter(step);
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    inset-block: 44px 4px;
    inset-inline-start: 19px;
    border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  }
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;
