import { useId } from 'react';
import styled, { css } from 'styled-components';
import { SUBSCRIBE_MESSAGES } from '../../../flows/subscribeMessages';
import { useContractFormOnDemand } from '../../../flows/useContractFormOnDemand';
import { Button, VisuallyHidden } from '../../../primitives';
import { useNotify } from '../../../state/hooks';
import { theme } from '../../../tokens';

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

const Root = styled.div<{ $size: 'hero' | 'compact' }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;

  ${({ $size }) =>
    $size === 'hero' &&
    css`
      max-width: 34rem;
    `}
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;

  ${theme.media.sm} {
    flex-direction: row;
    align-items: stretch;
    padding: ${theme.space[1]};
    border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.surfaceInk};
    &:focus-within {
      border-color: ${theme.colors.brand};
    }
  }
`;

const Input = styled.input<{ $size: 'hero' | 'compact' }>`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme, $size }) => theme.sizes.control[$size === 'hero' ? 'lg' : 'md']};
  padding: 0 ${theme.space[5]};
  border: ${theme.borderWidths.thin} solid ${theme.colors.borderOnInk};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceInk};
  color: ${theme.colors.textInverse};

  &::placeholder {
    color: ${theme.colors.textOnInkMuted};
  }
  &:focus-visible {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.brand};
    outline-offset: ${theme.borderWidths.thick};
  }

  ${theme.media.sm} {
    border-color: transparent;
    &:focus-visible {
      outline: none;
    }
  }
`;

/** On ink: the danger tone's own pair (its text on its soft background), which keeps its contrast there. */
const FieldError = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${`${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.danger.soft};
  color: ${theme.colors.danger.text};
  font-size: ${theme.fontSizes.sm};
`;

const loadForm = () => import('./subscribeForm');

/**
 * The e-mail subscription (hero and footer): a required e-mail field and a button that is busy
 * while the request runs; the field is cleared after success and keeps what was typed on failure.
 * Checked with the contract's schema like every form (its message under the field, which takes
 * focus); the server's answer is a notification. On every page's first chunk, so its checks and
 * its request load on first use (`useContractFormOnDemand`, `./subscribeForm`).
 */
export function NewsletterForm({ label, placeholder, cta, size = 'compact', name }: NewsletterFormProps) {
  const notify = useNotify();
  const { formProps, field, busy, engine } = useContractFormOnDemand(
    loadForm,
    { email: '' },
    { onLoadFailed: () => notify(SUBSCRIBE_MESSAGES.failed, 'danger') },
  );
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { error, ...email } = field('email');

  return (
    <Root $size={size}>
      <Form aria-label={name} {...formProps}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
        <Input
          $size={size}
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...email}
        />
        <Button type="submit" size={size === 'hero' ? 'lg' : 'md'} loading={busy} loadingText={cta}>
          {cta}
        </Button>
        {engine}
      </Form>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
