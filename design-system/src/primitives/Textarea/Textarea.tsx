import { useState, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlChrome, useFieldIds } from '../Field';
import { theme } from '../../tokens';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Every field has a label; `hideLabel` keeps it for screen readers only. */
  label: string;
  /** Hides the label visually; it is still the field's name. */
  hideLabel?: boolean;
  /** Help under the field (what to write, how soon we reply), read after the label. */
  hint?: ReactNode;
  /** What to fix: marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Shows "n / max" beside the label when `maxLength` is set (default true). */
  showCount?: boolean;
  /** The most characters it takes; with `showCount`, the count shows beside the label. */
  maxLength?: number;
  /** Visible lines before it scrolls; the customer can drag it taller. */
  rows?: number;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
}

const Control = styled.textarea<{ $invalid: boolean }>`
  ${controlChrome}
  width: 100%;
  min-height: 8rem;
  padding: ${`${theme.space[2]} ${theme.space[3]}`};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.normal};
  resize: vertical;

  &::placeholder {
    color: ${theme.colors.textMuted};
  }
`;

const Count = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** A labelled multi-line field, with an optional hint, error and character count. */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  showCount = true,
  id,
  maxLength,
  value,
  defaultValue,
  onChange,
  ...rest
}: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  const [length, setLength] = useState(String(value ?? defaultValue ?? '').length);
  const shown = value !== undefined ? String(value).length : length;
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      ids={ids}
      aside={
        maxLength && showCount ? (
          <Count aria-live="polite">
            {shown} / {maxLength}
          </Count>
        ) : undefined
      }
    >
      <Control
        id={ids.id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={(event) => {
          setLength(event.target.value.length);
          onChange?.(event);
        }}
        {...rest}
      />
    </Field>
  );
}
