import { type KeyboardEvent as RKeyboardEvent, useCallback, useRef, useState } from 'react';

/**
 * Keyboard rules for popovers and dropdowns: open on hover, on focus, on
 * Enter/ArrowDown; close when the pointer or focus leaves, and on Escape, which returns
 * focus to the trigger without opening it again.
 */
export function usePopover<T extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<T>(null);
  // after Escape the trigger gets focus back; that focus must not reopen
  const quiet = useRef(false);

  const show = useCallback(() => {
    quiet.current = false;
    setOpen(true);
  }, []);

  const wrapperProps = {
    ref: wrapper,
    onMouseEnter: show,
    onMouseLeave: () => setOpen(false),
    onFocus: () => {
      if (!quiet.current) setOpen(true);
    },
    onBlur: (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (!next || !wrapper.current?.contains(next)) {
        quiet.current = false;
        setOpen(false);
      }
    },
    onKeyDown: (e: RKeyboardEvent<HTMLDivElement>) => {
      if (e.key === 'Escape' && open) {
        e.stopPropagation();
        quiet.current = true;
        setOpen(false);
        trigger.current?.focus();
      } else if (e.key === 'ArrowDown' && e.target === trigger.current) {
        e.preventDefault();
        show();
        setTimeout(() =>
          wrapper.current?.querySelector<HTMLElement>('[data-popover] a, [data-popover] button')?.focus(),
        );
      }
    },
  };
  return { open, show, close: () => setOpen(false), wrapperProps, trigger };
}
