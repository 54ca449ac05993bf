import { type ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClassName,type ButtonVariant } from './button.tsx';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; isBlock?: boolean };

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', isBlock = false, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClassName(variant, isBlock, className)} {...props} />;
}
