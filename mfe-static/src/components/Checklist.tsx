import styled from 'styled-components';
import { Icon } from './Icon';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li<{ $kind: 'do' | 'exclude' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  color: ${({ theme }) => theme.colors.text};
  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${({ theme, $kind }) => ($kind === 'exclude' ? theme.colors.danger : theme.colors.success)};
  }
`;

export interface ChecklistProps {
  items: readonly string[];
  /** "do" shows check marks; "exclude" shows crosses (things not covered, not allowed). */
  kind?: 'do' | 'exclude';
}

export function Checklist({ items, kind = 'do' }: ChecklistProps) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item} $kind={kind}>
          <Icon name={kind === 'exclude' ? 'x' : 'check'} size={18} />
          <span>{item}</span>
        </Item>
      ))}
    </List>
  );
}
