import * as Menu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import {
  type ButtonHTMLAttributes,
  type ComponentProps,
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink outline-none select-none data-[highlighted]:bg-surface-muted';

type DropdownProps = {
  trigger: ReactNode;
  children: ReactNode;
  /** Mounted open (LazyDropdown, opened before the menu was there). */
  defaultOpen?: boolean;
};

export function Dropdown({ trigger, children, defaultOpen }: DropdownProps) {
  return (
    <Menu.Root modal={false} defaultOpen={defaultOpen}>
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

type TriggerButton = ReactElement<
  ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }
>;

/**
 * The same menu for long lists (one per table row): a plain button until the merchant focuses
 * it or presses it, then the real menu. Each menu brings context providers, a popper and
 * document listeners; twenty of them were a visible share of the orders list's render. Focus
 * moves on to the real trigger, so the keyboard then works as on any menu.
 */
export function LazyDropdown({
  trigger,
  children,
}: {
  trigger: TriggerButton;
  children: ReactNode;
}) {
  const [state, setState] = useState<'plain' | 'ready' | 'open'>('plain');
  const refocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state !== 'plain' && refocus.current) {
      refocus.current = false;
      triggerRef.current?.focus();
    }
  }, [state]);

  if (state !== 'plain') {
    return (
      <Dropdown trigger={cloneElement(trigger, { ref: triggerRef })} defaultOpen={state === 'open'}>
        {children}
      </Dropdown>
    );
  }
  return cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: () => {
      refocus.current = true;
      setState('ready');
    },
    // As the menu's own trigger: opens on press (not on release), left button only.
    onPointerDown: (event) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      setState('open');
    },
    // A click without a press first (a screen reader's, a test's).
    onClick: () => setState('open'),
  });
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

/** A choice that is on or off (a column shown or hidden); the menu stays open while choosing. */
export function DropdownCheckboxItem({
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem
      className={`${itemClass} pl-7 relative`}
      onSelect={(event) => event.preventDefault()}
      {...props}
    >
      <Menu.ItemIndicator className="absolute left-2">
        <Check aria-hidden className="size-3.5" />
      </Menu.ItemIndicator>
      {children}
    </Menu.CheckboxItem>
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
