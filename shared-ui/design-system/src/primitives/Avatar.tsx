import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

export interface AvatarProps {
  name: string;
  src: string | null | undefined;
  size?: number;
}

/** A person's photo, or their initials when they have none. Decorative: the name is always shown next to it. */
export function Avatar({ name, src, size = 48 }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden="true" data-testid="avatar">
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" /> : initials(name)}
    </Circle>
  );
}
