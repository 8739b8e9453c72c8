import { createLink } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { type AnchorHTMLAttributes, forwardRef } from 'react';

const BackAnchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ children, ...props }, ref) => (
    <a
      ref={ref}
      {...props}
      className="inline-flex w-fit items-center gap-1 self-start text-[13px] text-accent hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </a>
  ),
);

/** The way back from a page to its list, above its title: a router link, typed as `Link` is. */
export const BackLink = createLink(BackAnchor);
