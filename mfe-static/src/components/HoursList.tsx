import styled from 'styled-components';

export interface OpeningHours {
  days: string;
  hours: string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

/** Support hours, one line per day range ("Lunes a Viernes 8AM–8PM CST"). */
export function HoursList({ hours }: { hours: readonly OpeningHours[] }) {
  return (
    <List>
      {hours.map(({ days, hours }) => (
        <li key={days}>
          <strong>{days}</strong> <span>{hours}</span>
        </li>
      ))}
    </List>
  );
}
