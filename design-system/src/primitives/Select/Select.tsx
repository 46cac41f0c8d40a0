import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, controlChrome, useFieldIds } from '../Field';
import { ChevronDownIcon } from '../Icon';
import { theme } from '../../tokens';

export interface SelectOption {
  /** What the form sends and `onChange` reports. */
  value: string;
  /** What the customer reads. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** Every select has a label; `hideLabel` keeps it for screen readers only. */
  label: string;
  /** Hides the label visually; it is still the select's name. */
  hideLabel?: boolean;
  /** Help under the select, read after the label. */
  hint?: ReactNode;
  /** What to fix: marks it invalid and is read with it. */
  error?: ReactNode;
  /** The choices, in the order shown. */
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a topic"). */
  placeholder?: string;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
  /** The form refuses to submit without a choice. */
  required?: boolean;
}

const Wrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  & > svg {
    position: absolute;
    right: ${theme.space[3]};
    pointer-events: none;
  }
`;

const Control = styled.select<{ $invalid: boolean }>`
  ${controlChrome}
  width: 100%;
  min-height: ${theme.sizes.control.md};
  padding: ${`${theme.space[2]} ${theme.space[10]} ${theme.space[2]} ${theme.space[3]}`};
  font-size: ${theme.fontSizes.md};
  appearance: none;
  cursor: pointer;
`;

/** A labelled native select: the platform's own picker on a phone, keyboard and screen reader ready. */
export function Select({ label, hideLabel, hint, error, options, placeholder, id, ...rest }: SelectProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} hideLabel={hideLabel} hint={hint} error={error} ids={ids}>
      <Wrap>
        <Control
          id={ids.id}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </Control>
        <ChevronDownIcon size="sm" />
      </Wrap>
    </Field>
  );
}
