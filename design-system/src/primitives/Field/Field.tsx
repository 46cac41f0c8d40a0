import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden';
import { theme } from '../../tokens';

export const FieldStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

export const FieldLabel = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.danger.text};
`;

/** The border, radius, focus and invalid/disabled look every form control shares. */
export const controlChrome = css<{ $invalid: boolean }>`
  border: ${theme.borderWidths.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.borderInput)};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${({ theme, $invalid }) =>
    $invalid ? `inset 0 0 0 ${theme.borderWidths.thin} ${theme.colors.danger.strong}` : theme.shadows.inset};
  transition: border-color ${theme.durations.fast}ms ${theme.easings.standard};

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.text)};
  }
  &:focus-visible,
  &:focus-within {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.thin};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${theme.colors.disabled.background};
    color: ${theme.colors.disabled.text};
    border-color: ${theme.colors.disabled.border};
    box-shadow: none;
  }

  ${theme.media.reducedMotion} {
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
