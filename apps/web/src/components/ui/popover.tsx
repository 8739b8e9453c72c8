import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ReactNode } from 'react';

type PopoverProps = {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Controlled use (optional): the popover opens and closes from outside too. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** `trigger` must be a single focusable element (rendered asChild). */
export function Popover({ trigger, children, align = 'end', open, onOpenChange }: PopoverProps) {
  return (
    <PopoverPrimitive.Root
      {...(open !== undefined ? { open } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align={align}
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-line bg-white p-3 shadow-lg"
        >
          {children}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
