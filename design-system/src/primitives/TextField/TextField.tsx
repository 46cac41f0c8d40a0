import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { theme } from '../../tokens';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** Every field has a label; `hideLabel` keeps it for screen readers only. */
  label: string;
  /** Hides the label visually (a search box with a placeholder and an icon); it is still the field's name. */
  hideLabel?: boolean;
  /** Help under the field (format, why we ask); read after the label. */
  hint?: string;
  /** An error message: marks the field invalid and is read with it. */
  error?: string | null;
  /** A control inside the field's end, e.g. a clear button. */
  endAdornment?: ReactNode;
  /** `text`, `email`, `search`, `tel`, `password`, `url`, `number`…: sets the keyboard on phones and the role. */
  type?: string;
  /** An example of the expected format; never a replacement for the label. */
  placeholder?: string;
  /** The browser refuses to submit the form empty; say so in the label or hint too. */
  required?: boolean;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.text};
`;

const Control = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.control.md};
  border: ${theme.borderWidths.thick} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.borderInput)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  transition: border-color ${theme.durations.fast}ms;

  &:focus-within {
    border-color: ${theme.colors.focus};
    box-shadow: ${theme.shadows.focus};
  }

  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${`${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: transparent;
  outline: none;
  font-size: ${theme.fontSizes.md};

  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.danger.text};
`;

/** A labelled text input with an optional hint and error, both tied to it for assistive technology. */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  endAdornment,
  id,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `field-${ownId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={inputId}>{label}</Label>
      )}
      <Control $invalid={Boolean(error)}>
        <Input
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {endAdornment}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
