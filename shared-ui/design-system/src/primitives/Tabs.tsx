import { type KeyboardEvent, type ReactNode, Suspense, useId, useRef } from 'react';
import styled from 'styled-components';
import { media } from '../theme/theme';
import { focusRing } from './focus';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

// Wraps rather than scrolls: on a phone a scrolled tab bar showed half a label ("s Reservaciones").
const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Tab = styled.button<{ $selected: boolean }>`
  border: 0;
  background: none;
  cursor: pointer;
  padding: 0.75rem;
  ${media.sm} { padding: 0.75rem 1rem; }
  min-height: 44px;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  ${focusRing}
`;

export interface TabsProps {
  items: TabItem[];
  value: string;
  onChange: (id: string) => void;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected panel renders (and loads). */
export function Tabs({ items, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = items.find((item) => item.id === value) ?? items[0];

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.id);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <TabList role="tablist" aria-label={label}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            role="tab"
            type="button"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === selected?.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === selected?.id ? 0 : -1}
            $selected={item.id === selected?.id}
            onClick={() => onChange(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {selected && (
        <div role="tabpanel" id={`${baseId}-panel-${selected.id}`} aria-labelledby={`${baseId}-tab-${selected.id}`}>
          {/* a panel whose code loads when its tab opens (React.lazy) shows nothing until it has */}
          <Suspense fallback={null}>{selected.content}</Suspense>
        </div>
      )}
    </div>
  );
}
