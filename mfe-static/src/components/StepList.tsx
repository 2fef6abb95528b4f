import styled from 'styled-components';

export interface Step {
  title: string;
  description: string;
}

const List = styled.ol`
  list-style: none;
  counter-reset: step;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Item = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: 2.25rem 1fr;
  gap: ${({ theme }) => theme.space(3)};
  &::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 700;
  }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Numbered steps (the list numbering is read out by screen readers; the circles are decoration). */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <List>
      {steps.map((step) => (
        <Item key={step.title}>
          <div>
            <strong>{step.title}</strong>
            <p>{step.description}</p>
          </div>
        </Item>
      ))}
    </List>
  );
}
