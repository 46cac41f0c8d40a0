import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, useFieldIds } from '../Field';
import { FileIcon, TrashIcon, UploadIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { theme } from '../../tokens';

export interface FileInputProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** What the files are for ('Screenshots'); the input's name. */
  label: string;
  /** The kinds and sizes accepted, read after the label. */
  hint?: ReactNode;
  /** What is wrong with a chosen file: marks the input invalid and is read with it. */
  error?: ReactNode;
  /** The chosen files (controlled); without it the field keeps its own list. */
  files?: readonly File[];
  /** Called with the whole list whenever a file is added or removed. */
  onFilesChange?: (files: File[]) => void;
  /** The file types the picker offers (`image/png,image/jpeg`); check them again on the server. */
  accept?: string;
  /** Several files (the default); `false` for one. */
  multiple?: boolean;
  /** Unavailable: greyed and skipped by Tab. */
  disabled?: boolean;
  /** The button's text. */
  buttonText?: string;
}

/** A size as people read it: `820 B`, `14.2 KB`, `3.4 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const Input = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  overflow: hidden;
`;

const Picker = styled.span<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.control.lg};
  padding: ${`${theme.space[4]} ${theme.space[4]}`};
  border: ${theme.borderWidths.thin} dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger.strong : theme.colors.borderInput)};
  border-radius: ${theme.radii.lg};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled.background : theme.colors.surface)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled.text : theme.colors.text)};
  font-weight: ${theme.fontWeights.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &:hover {
    border-color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled.border : theme.colors.brandStrong)};
    background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled.background : theme.colors.brandSoft)};
  }
  ${Input}:focus-visible + & {
    outline: ${theme.borderWidths.thick} solid ${theme.colors.focus};
    outline-offset: ${theme.borderWidths.thin};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${`${theme.space[2]} ${theme.space[2]} ${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceSunken};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Size = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** Keeps the native input's `files` equal to the list, so a plain form submission sends what is shown. */
function syncInput(input: HTMLInputElement | null, files: readonly File[]) {
  if (!input || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  try {
    input.files = transfer.files;
  } catch {
    // an input whose `files` was replaced by a getter (a test's simulated upload) keeps its own
  }
}

/**
 * Choose one or more files (a bug report's screenshots): each listed with its name and size and
 * a button to remove it. Choosing again adds to the list rather than replacing it.
 */
export function FileInput({
  label,
  hint,
  error,
  files: controlled,
  onFilesChange,
  buttonText = 'Choose files',
  multiple = true,
  disabled = false,
  id,
  ...rest
}: FileInputProps) {
  const ids = useFieldIds(id, hint, error);
  const inputRef = useRef<HTMLInputElement>(null);
  const [own, setOwn] = useState<readonly File[]>([]);
  const files = controlled ?? own;
  const update = (next: File[]) => {
    syncInput(inputRef.current, next);
    if (controlled === undefined) setOwn(next);
    onFilesChange?.(next);
  };
  return (
    <Field label={label} hint={hint} error={error} ids={ids}>
      <div>
        <Input
          ref={inputRef}
          id={ids.id}
          type="file"
          multiple={multiple}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            const next = multiple
              ? [...files.filter((file) => !chosen.some((c) => c.name === file.name)), ...chosen]
              : chosen;
            update(next);
          }}
          {...rest}
        />
        {/* The input (focusable, named by the label above) does the work; this is its visible face. */}
        <Picker
          $invalid={Boolean(error)}
          $disabled={disabled}
          aria-hidden="true"
          onClick={() => {
            if (!disabled) inputRef.current?.click();
          }}
        >
          <UploadIcon />
          {buttonText}
        </Picker>
      </div>
      {files.length > 0 && (
        <List aria-label={`Chosen files (${files.length})`}>
          {files.map((file) => (
            <Item key={file.name}>
              <FileIcon size="sm" />
              <Name>{file.name}</Name>
              <Size>{formatFileSize(file.size)}</Size>
              <IconButton
                size="sm"
                label={`Remove ${file.name}`}
                icon={<TrashIcon size="sm" />}
                disabled={disabled}
                onClick={() => update(files.filter((other) => other !== file))}
              />
            </Item>
          ))}
        </List>
      )}
    </Field>
  );
}
