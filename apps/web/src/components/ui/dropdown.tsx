import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted';

export function Dropdown({ trigger, children }: { trigger: ReactNode; children: ReactNode }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function DropdownItem({ className = '', ...props }: ComponentProps<typeof Menu.Item>) {
  return <Menu.Item className={`${itemClass} ${className}`} {...props} />;
}

export function DropdownRadioGroup(props: ComponentProps<typeof Menu.RadioGroup>) {
  return <Menu.RadioGroup {...props} />;
}

export function DropdownRadioItem({ children, ...props }: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem className={`${itemClass} pl-7 relative`} {...props}>
      <Menu.ItemIndicator className="absolute left-2 size-2 rounded-full bg-accent" />
      {children}
    </Menu.RadioItem>
  );
}

export function DropdownLabel({ children }: { children: ReactNode }) {
  return (
    <Menu.Label className="px-2 pt-2 pb-1 text-xs font-medium text-ink-muted">
      {children}
    </Menu.Label>
  );
}

export function DropdownSeparator() {
  return <Menu.Separator className="my-1 h-px bg-line" />;
}
