import type { ComponentPropsWithoutRef } from 'react';
import { leanClasses } from './lean-styles';

/**
 * A small button in the primary colour, text or outlined, as MUI's, without its component: for
 * lists that show dozens (a record card's Details, a wallet row's transfers).
 */
export function LeanButton({
  variant = 'text',
  className,
  ...props
}: ComponentPropsWithoutRef<'button'> & { variant?: 'text' | 'outlined' }) {
  const classes = [
    leanClasses.button,
    variant === 'outlined' ? leanClasses.outlined : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <button type="button" className={classes} {...props} />;
}
