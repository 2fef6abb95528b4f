import { css } from 'styled-components';

/**
 * A box off the screen is not styled, laid out or painted until it nears the screen (`content-visibility: auto`,
 * issue 28: blocking time); it stays in the page, findable and read by assistive technology. Its height is `estimate`
 * until it is drawn once, then the height it had. Such a box clips what it paints to itself, so it reaches a gutter
 * past its content (shadows, a card lifted on hover, focus rings) and its margins take the gutter back: the content
 * sits where it would without it. A box that sets its own margins keeps the gutter in them (`var(--gutter)`).
 */
export const drawnNearScreen = (estimate: string) => css`
  --gutter: ${({ theme }) => theme.space(2)};
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimate};
  padding: var(--gutter);
  margin: calc(-1 * var(--gutter));
`;
