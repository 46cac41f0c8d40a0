import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger.text};
`;

/** The border, radius, focus and invalid/disabled look every form control shares. */
export const controlChrome = css<{ $invalid: boolean }>`
  border: ${({ theme }) => theme.borderWidths.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.borderInput)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $invalid }) =>
    $invalid ? `inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.danger.strong}` : theme.shadows.inset};
  transition: border-color ${({ theme }) => theme.durations.fast}ms ${({ theme }) => theme.easings.standard};

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.text)};
  }
  &:focus-visible,
  &:focus-within {
    outline: ${({ theme }) => theme.borderWidths.thick} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.borderWidths.thin};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabled.background};
    color: ${({ theme }) => theme.colors.disabled.text};
    border-color: ${({ theme }) => theme.colors.disabled.border};
    box-shadow: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** The ids that tie a control to its hint and error. */
export function useFieldIds(id: string | undefined, hint?: ReactNode, error?: ReactNode): FieldIds {
  const ownId = useId();
  const fieldId = id ?? `field-${ownId}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return { id: fieldId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export interface FieldProps {
  /** The control's label: always given, even when hidden, so the control has a name. */
  label: string;
  /** Keeps the label for screen readers only (a search box whose purpose the layout makes plain). */
  hideLabel?: boolean;
  /** Help under the control, tied to it by `aria-describedby` (give the control `ids.describedBy`). */
  hint?: ReactNode;
  /** The error under the control, in the danger colour, tied to it the same way. */
  error?: ReactNode;
  /** From `useFieldIds(id, hint, error)`: the control's id and the hint's and error's ids. */
  ids: FieldIds;
  /** The control itself, with `id={ids.id}` and `aria-describedby={ids.describedBy}`. */
  children: ReactNode;
  /** Something on the label's line, e.g. a character count. */
  aside?: ReactNode;
}

/** A label, the control, its hint and its error, in that order. */
export function Field({ label, hideLabel = false, hint, error, ids, children, aside }: FieldProps) {
  const labelElement = hideLabel ? (
    <VisuallyHidden as="label" htmlFor={ids.id}>
      {label}
    </VisuallyHidden>
  ) : (
    <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
  );
  return (
    <FieldStack>
      {aside ? (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem' }}>
          {labelElement}
          {aside}
        </span>
      ) : (
        labelElement
      )}
      {children}
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldStack>
  );
}
