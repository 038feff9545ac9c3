import {
  cloneElement,
  type FocusEvent,
  lazy,
  type PointerEvent,
  type ReactElement,
  Suspense,
  useEffect,
  useId,
  useState,
} from 'react';

const HintBubble = lazy(() => import('./hint-bubble'));

/** The handlers and attribute a hint adds to the control it names. */
interface HintedProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

/** Focus from the keyboard, not the focus a click gives (as MUI's tooltip). */
const KEYBOARD_FOCUS = ':focus-visible';

/** How long a hint stays once the pointer left its control: time to move onto the hint. */
const LEAVE_GRACE_MS = 150;

/**
 * A short text beside a control, on hover and on keyboard focus (MUI's tooltip, as it looks):
 * for controls that have their own accessible name (the floating tools' round buttons).
 *
 * MUI's Tooltip keeps its child's element in state, set from the child's ref as the page
 * commits: every tooltip on screen schedules a synchronous render in hydration's own task, and
 * React then runs the whole page's effects there too (issue 30: a task of about 200 ms on the
 * bench's phone, on every public page). A hint renders nothing of its own until it is asked
 * for, and its bubble's code (the popper) loads then.
 *
 * It stays while the pointer is over it (WCAG 1.4.13), and Escape dismisses it.
 */
export function Hint({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: 'left' | 'right' | 'top' | 'bottom';
  children: ReactElement<HintedProps>;
}) {
  const id = useId();
  const [shownOn, setAnchor] = useState<HTMLElement | null>(null);
  const anchor = title ? shownOn : null;
  const [leaving, setLeaving] = useState(false);
  const show = (element: HTMLElement) => {
    setLeaving(false);
    // An empty title is no hint (a menu's entries are named by their text until it folds).
    if (title) setAnchor(element);
  };
  const hide = () => {
    setLeaving(false);
    setAnchor(null);
  };
  const stay = () => setLeaving(false);
  const hideSoon = () => setLeaving(true);
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = window.setTimeout(() => {
      setLeaving(false);
      setAnchor(null);
    }, LEAVE_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [leaving]);
  // Escape dismisses a shown hint wherever the focus is (the pointer may be what showed it).
  useEffect(() => {
    if (!anchor) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setLeaving(false);
      setAnchor(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor]);
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          // A touch shows nothing: the tap acts at once (MUI's tooltip waits for a long press).
          if (event.pointerType === 'mouse') show(event.currentTarget);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hideSoon();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(KEYBOARD_FOCUS)) show(event.currentTarget);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
        'aria-describedby': anchor ? id : own['aria-describedby'],
      })}
      {anchor ? (
        <Suspense fallback={null}>
          <HintBubble
            id={id}
            anchor={anchor}
            placement={placement}
            onPointerEnter={stay}
            onPointerLeave={hideSoon}
          >
            {title}
          </HintBubble>
        </Suspense>
      ) : null}
    </>
  );
}
