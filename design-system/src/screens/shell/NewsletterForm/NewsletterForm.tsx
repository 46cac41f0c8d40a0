import { useId, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { useSubscribe } from '../../../flows/useSubscribe';
import { Button, VisuallyHidden } from '../../../primitives';

export interface NewsletterFormProps {
  /** The field's label (read by screen readers; shown only when `showLabel`). */
  label: string;
  placeholder?: string;
  cta: string;
  /** `hero`: large, one line from the small breakpoint up; `compact`: the footer's. */
  size?: 'hero' | 'compact';
  /** The form's accessible name. */
  name: string;
}

const Form = styled.form<{ $size: 'hero' | 'compact' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: stretch;
    padding: ${({ theme }) => theme.space[1]};
    border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderOnInk};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceInk};
    &:focus-within {
      border-color: ${({ theme }) => theme.colors.brand};
    }
  }

  ${({ $size }) =>
    $size === 'hero' &&
    css`
      max-width: 34rem;
    `}
`;

const Input = styled.input<{ $size: 'hero' | 'compact' }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme, $size }) => theme.sizes.control[$size === 'hero' ? 'lg' : 'md']};
  padding: 0 ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.borderWidths.thin} solid ${({ theme }) => theme.colors.borderOnInk};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceInk};
  color: ${({ theme }) => theme.colors.textInverse};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textOnInkMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.brand};
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }

  ${({ theme }) => theme.media.sm} {
    border-color: transparent;
    &:focus-visible {
      outline: none;
    }
  }
`;

/**
 * The e-mail subscription (hero and footer): a required e-mail field and a button that is busy
 * while the request runs; the field is cleared after success and keeps what was typed on failure.
 * The browser checks the field and the server the contract's schema (its message a notification).
 * Not `useContractForm`: this form is part of every page's first chunk, and react-hook-form with the
 * zod resolver and zod would take that chunk from 152 KB to 191 KB (budget 153 KB).
 */
export function NewsletterForm({ label, placeholder, cta, size = 'compact', name }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const { subscribe, busy } = useSubscribe();
  const inputId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await subscribe(email.trim())) setEmail('');
  };

  return (
    <Form $size={size} aria-label={name} onSubmit={(event) => void onSubmit(event)}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <Input
        $size={size}
        id={inputId}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={placeholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" size={size === 'hero' ? 'lg' : 'md'} loading={busy} loadingText={cta}>
        {cta}
      </Button>
    </Form>
  );
}
