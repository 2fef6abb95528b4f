import { Card } from '@ladrive/design-system';
import styled from 'styled-components';
import type { FaqCategory } from '../content/types';

const Categories = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr));
`;

const Category = styled(Card)`
  h3 {
    font-size: ${({ theme }) => theme.font.sizes.lg};
    color: ${({ theme }) => theme.colors.brandHover};
  }
`;

const Question = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  summary {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
    align-items: center;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(3)} 0;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '+';
    flex: none;
    font-size: 1.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.colors.brand};
  }
  &[open] summary::after {
    content: '−';
  }
  p {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface FaqListProps {
  categories: readonly FaqCategory[];
  /** Open every answer (while searching, so the matching text is visible). */
  expanded: boolean;
}

/** FAQ by category; each question is a native disclosure widget (<details>). */
export function FaqList({ categories, expanded }: FaqListProps) {
  return (
    <Categories>
      {categories.map((category) => (
        <Category key={category.id}>
          <h3>{category.title}</h3>
          {category.faqs.map((faq) => (
            <Question key={faq.question} open={expanded}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </Question>
          ))}
        </Category>
      ))}
    </Categories>
  );
}
