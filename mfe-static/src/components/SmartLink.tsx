import { Link } from '@ladrive/routing';
import type { ReactNode } from 'react';

/** Site paths go through the shell's router (no page reload); tel:, mailto: and #fragment links stay plain. */
export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
