import { type ComponentProps, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

const Box = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface NoticeProps extends Omit<ComponentProps<'section'>, 'title'> {
  title: ReactNode;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /** Buttons or links, centred under the text. */
  actions?: ReactNode;
  /** Shown above the title, e.g. a large "404". */
  visual?: ReactNode;
  /** h1 when the notice is the whole page, h2 inside a page. */
  headingLevel?: 1 | 2;
}

/**
 * A centred card that stands in for a page or a section: not found, sign in to continue,
 * temporarily unavailable, something went wrong.
 */
export function Notice({ title, children, actions, visual, headingLevel = 1, ...rest }: NoticeProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Box as="section" aria-labelledby={titleId} {...rest}>
      {visual}
      <Heading id={titleId}>{title}</Heading>
      {typeof children === 'string' ? <p>{children}</p> : children}
      {actions && <Actions>{actions}</Actions>}
    </Box>
  );
}
