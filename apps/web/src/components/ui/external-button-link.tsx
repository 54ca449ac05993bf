import { type ComponentProps } from 'react';
import { buttonClassName, type ButtonVariant } from './button.tsx';

type ExternalButtonLinkProps = Omit<ComponentProps<'a'>, 'target' | 'rel'> & { variant?: ButtonVariant; isBlock?: boolean };

/** A link that opens in a new tab (charts, tutorial video) and looks like a button. */
export function ExternalButtonLink({ variant = 'primary', isBlock = false, className, ...props }: ExternalButtonLinkProps) {
  return <a target="_blank" rel="noopener noreferrer" className={buttonClassName(variant, isBlock, className)} {...props} />;
}
