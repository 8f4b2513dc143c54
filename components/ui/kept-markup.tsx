'use client';
// Markup the browser keeps as the server wrote it. React hydrates every element of a page, those
// that never change included: a home page of cards is some 1,500 fibers to build and match, and a
// phone pays for each. An element that renders `dangerouslySetInnerHTML` is hydrated alone: React
// matches it and leaves its children to the DOM. So a part whose markup does not change renders
// itself fully on the server and, while hydrating that markup, only its outer element with an
// empty inner HTML: what the server wrote stays, and nothing below it is hydrated.
//
// It renders for real in the browser when it is not hydrating server markup (a client-side
// navigation mounts it afresh), when its inputs change after hydration (a new price, another
// currency), and at the first tap on one of its controls: then it is mounted again, the control
// tapped gets the focus and the tap, and from then on it is an ordinary part of the page.
import { useId, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/**
 * Whether a part is hydrating server markup, told by the id React gives it: while hydrating,
 * useId answers the server's id (`_R_…_`), and on a fresh mount in the browser a client one
 * (`_r_…_`). An id of another form (a later React) reads as a fresh mount: the part renders for
 * real, which is always right, only slower. kept-markup.test.tsx checks both forms.
 */
const HYDRATING_ID = /R_[0-9a-v]+(?:H[0-9a-v]+)?_$/;
const hydrating = (id: string) => typeof window !== 'undefined' && HYDRATING_ID.test(id);

function sameInputs(before: readonly unknown[], now: readonly unknown[]): boolean {
  return before.length === now.length && before.every((value, index) => Object.is(value, now[index]) || JSON.stringify(value) === JSON.stringify(now[index]));
}

const NO_INPUTS: readonly unknown[] = [];

interface State {
  inputs: readonly unknown[];
  kept: boolean;
}

export interface KeptMarkupProps extends HTMLAttributes<HTMLElement> {
  /** The outer element's tag. */
  as?: 'div' | 'article' | 'nav' | 'ul';
  /** What the markup is made from: when any changes after hydration, the part renders for real. */
  inputs?: readonly unknown[];
  /** The controls inside (a CSS selector): a tap on one makes the part live and is passed on. */
  controls?: string;
  children: ReactNode;
}

/** Renders `children` in an `as` element whose server markup is kept while hydrating (see above). */
export function KeptMarkup({ as: Tag = 'div', inputs = NO_INPUTS, controls, children, ...rest }: KeptMarkupProps) {
  const id = useId();
  const [state, setState] = useState<State>(() => ({ inputs, kept: hydrating(id) }));
  // The control tapped while kept, as its place among the controls: tapped again once live.
  const tapped = useRef<number | null>(null);
  if (state.kept && !sameInputs(state.inputs, inputs)) setState({ inputs, kept: false });
  const wake = () => setState((current) => (current.kept ? { ...current, kept: false } : current));

  if (!state.kept) {
    const passTap = (element: HTMLElement | null) => {
      if (!element || tapped.current === null || !controls) return;
      const control = element.querySelectorAll<HTMLElement>(controls)[tapped.current];
      tapped.current = null;
      control?.focus();
      control?.click();
    };
    return (
      <Tag key="live" ref={passTap} {...rest}>
        {children}
      </Tag>
    );
  }
  const tap = (event: MouseEvent<HTMLElement>) => {
    const control = controls && event.target instanceof Element ? event.target.closest(controls) : null;
    if (!controls || !control || !event.currentTarget.contains(control)) return;
    event.preventDefault();
    tapped.current = [...event.currentTarget.querySelectorAll<Element>(controls)].indexOf(control);
    wake();
  };
  // Kept markup that turns out empty (React rendered the part afresh after all) renders for real.
  const checkKept = (element: HTMLElement | null) => {
    if (element && element.childNodes.length === 0) wake();
  };
  return <Tag key="kept" ref={checkKept} {...rest} onClick={controls ? tap : undefined} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
