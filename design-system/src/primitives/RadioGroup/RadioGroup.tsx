import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../Field';
import { theme } from '../../tokens';

export interface RadioOption {
  /** What the form sends and `onChange` reports. */
  value: string;
  /** The choice's name. */
  label: ReactNode;
  /** A line under the label (a price, a condition), read with it. */
  description?: ReactNode;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The question, the group's legend. */
  legend: string;
  /** The choices, two to five, in the order shown. */
  options: readonly RadioOption[];
  /** Controlled… */
  value?: string;
  /** …or uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's `value`. */
  onChange?: (value: string) => void;
  /** The form field's name (one is made up when not given). */
  name?: string;
  /** Help under the legend, read with the group. */
  hint?: ReactNode;
  /** What to fix: read as the group's description. */
  error?: ReactNode;
  /** The form refuses to submit without a choice. */
  required?: boolean;
  /** Every option unavailable. */
  disabled?: boolean;
  /** `row` from 768 px up; always a column on a phone. */
  orientation?: 'column' | 'row';
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${theme.space[2]};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${theme.media.md} {
    flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
    flex-wrap: wrap;
  }
`;

const Option = styled.label<{ $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${theme.space[3]};
  align-items: start;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled.text : 'inherit')};

  & > input {
    width: ${theme.sizes.icon.md};
    height: ${theme.sizes.icon.md};
    margin: ${theme.space.half} 0 0;
    accent-color: ${theme.colors.brandStrong};
    cursor: inherit;
  }
`;

const Description = styled.span`
  grid-column: 2;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** Native radios in a fieldset with a legend: arrow keys move between them, as people expect. */
export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onChange,
  name,
  hint,
  error,
  required,
  disabled = false,
  orientation = 'column',
}: RadioGroupProps) {
  const ownName = useId();
  const groupName = name ?? `radio-${ownName}`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const hintId = hint ? `${groupName}-hint` : undefined;
  const errorId = error ? `${groupName}-error` : undefined;
  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <Legend>{legend}</Legend>
      <Options $row={orientation === 'row'}>
        {options.map((option) => (
          <Option key={option.value} $disabled={disabled || Boolean(option.disabled)}>
            <input
              type="radio"
              name={groupName}
              value={option.value}
              checked={selected === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => {
                if (value === undefined) setUncontrolled(option.value);
                onChange?.(option.value);
              }}
            />
            <span>{option.label}</span>
            {option.description && <Description>{option.description}</Description>}
          </Option>
        ))}
      </Options>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Fieldset>
  );
}
