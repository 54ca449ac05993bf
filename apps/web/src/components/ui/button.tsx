import { type ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'whatsapp';

export function buttonClassName(variant: ButtonVariant = 'primary', isBlock = false, extra?: string): string {
  return [styles.button, styles[variant], isBlock ? styles.block : undefined, extra].filter(Boolean).join(' ');
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; isBlock?: boolean };

export function Button({ variant = 'primary', isBlock = false, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName(variant, isBlock, className)} {...props} />;
}
