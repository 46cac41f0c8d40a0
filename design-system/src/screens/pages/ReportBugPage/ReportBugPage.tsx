import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  BUG_REPORT_THANK_YOU,
  BUG_REPORT_UPLOAD,
  BUG_SEVERITIES,
  BugReportFieldsSchema,
  DEFAULT_BUG_SEVERITY,
  parseWith,
  uploadProblem,
  type BugSeverity,
} from '@profit/contract';
import { errorBody, errorMessage, useSendBugReportMutation } from '../../../api';
import {
  Banner,
  Button,
  Checkbox,
  Container,
  FileInput,
  Heading,
  Select,
  Stack,
  Text,
  Textarea,
  TextField,
} from '../../../primitives';
import { PageMeta } from '../../../seo';
import { useNotify } from '../../../state/hooks';
import { PageBody, PageHeader, Tile } from '../shared';

interface BugForm {
  title: string;
  description: string;
  severity: BugSeverity;
  steps: string;
  expected: string;
  actual: string;
  contact: string;
  screenshots: boolean;
}

type TextFieldName = Exclude<keyof BugForm, 'screenshots' | 'severity'>;
/** The order fields are checked and focused in. */
const FIELD_ORDER = ['title', 'description', 'severity', 'steps', 'expected', 'actual', 'contact'] as const;
type FieldName = (typeof FIELD_ORDER)[number] | 'files';

const EMPTY: BugForm = {
  title: '',
  description: '',
  severity: DEFAULT_BUG_SEVERITY,
  steps: '',
  expected: '',
  actual: '',
  contact: '',
  screenshots: false,
};

const SEVERITY_OPTIONS = BUG_SEVERITIES.map((value) => ({
  value,
  label: {
    low: 'Low: a cosmetic problem',
    medium: 'Medium: something does not work as it should',
    high: 'High: I cannot finish what I came to do',
    critical: 'Critical: payment, data or security problem',
  }[value],
}));

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The form as the multipart body the backend reads. */
function toFormData(form: BugForm, files: readonly File[]): FormData {
  const body = new FormData();
  for (const field of FIELD_ORDER) if (form[field].trim()) body.append(field, form[field]);
  body.append('screenshots', String(form.screenshots));
  if (form.screenshots) for (const file of files) body.append(BUG_REPORT_UPLOAD.fieldName, file, file.name);
  return body;
}

/**
 * `/report-bug`: title and description required, severity (medium unless chosen), steps, expected
 * and actual results, an optional contact e-mail, and up to three images of 2 MB. Stored with the
 * images by the backend; success resets the form and says so.
 */
export function ReportBugPage() {
  const [form, setForm] = useState<BugForm>(EMPTY);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [send, { isLoading }] = useSendBugReportMutation();
  const notify = useNotify();
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: Partial<Record<FieldName, string>>) => {
    setErrors(next);
    const first = [...FIELD_ORDER, 'files' as const].find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const errorsFrom = (issues: readonly { path: string; message: string }[]) => {
    const next: Partial<Record<FieldName, string>> = {};
    for (const issue of issues) {
      const field = issue.path as FieldName;
      if ((FIELD_ORDER as readonly string[]).includes(field) && !next[field]) next[field] = issue.message;
    }
    return next;
  };

  /** A new list of screenshots: kept when it is within the limits, refused with the reason otherwise. */
  const onFiles = (next: File[]) => {
    const problem = uploadProblem(next);
    if (problem) {
      setErrors((current) => ({ ...current, files: problem }));
      return;
    }
    setFiles(next);
    setErrors((current) => ({ ...current, files: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parseWith(BugReportFieldsSchema, {
      ...Object.fromEntries(FIELD_ORDER.map((field) => [field, form[field]])),
      screenshots: String(form.screenshots),
    });
    const fileProblem = form.screenshots ? uploadProblem(files) : null;
    if (!parsed.ok || fileProblem) {
      return showErrors({
        ...(parsed.ok ? {} : errorsFrom(parsed.issues)),
        ...(fileProblem ? { files: fileProblem } : {}),
      });
    }
    setErrors({});
    const result = await send(toFormData(form, files));
    if ('error' in result) {
      const body = errorBody(result.error);
      if (body?.issues?.length) showErrors(errorsFrom(body.issues));
      if (body && (body.statusCode === 413 || body.statusCode === 415)) showErrors({ files: body.message });
      setFailure(errorMessage(result.error, 'Your report could not be sent. Please try again.'));
      return;
    }
    setForm(EMPTY);
    setFiles([]);
    setFormKey((key) => key + 1);
    notify(BUG_REPORT_THANK_YOU, 'success');
  };

  const text = (field: TextFieldName) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  return (
    <>
      <PageMeta
        title="Report a bug"
        description="Tell the Profit engineering team what went wrong, with up to three screenshots. Every report is read and tracked."
        path="/report-bug"
      />
      <PageHeader
        eyebrow="Support"
        title="Report a bug"
        lead="Something not working? Tell us what happened and, if you can, attach screenshots. Engineers read every report."
      />
      <PageBody>
        <Container size="narrow">
          <Tile as="section" aria-labelledby="bug-form-title">
            <Heading level={2} size="h4" id="bug-form-title">
              What went wrong?
            </Heading>
            <Text size="small" tone="muted">
              Fields marked required must be filled in; everything else helps us fix it faster.
            </Text>
            <form ref={formRef} key={formKey} noValidate onSubmit={onSubmit} aria-labelledby="bug-form-title">
              <Stack gap={4}>
                {failure && (
                  <Banner tone="danger" title="Your report was not sent">
                    {failure}
                  </Banner>
                )}
                <TextField label="Title (required)" required {...text('title')} />
                <Textarea label="Description (required)" rows={4} required {...text('description')} />
                <Select
                  label="Severity"
                  name="severity"
                  value={form.severity}
                  options={SEVERITY_OPTIONS}
                  onChange={(event) =>
                    setForm((current) => ({ ...current, severity: event.target.value as BugSeverity }))
                  }
                />
                <Textarea
                  label="Steps to reproduce"
                  rows={4}
                  hint="One step per line, from the page you started on."
                  {...text('steps')}
                />
                <Columns>
                  <Textarea label="What you expected" rows={3} {...text('expected')} />
                  <Textarea label="What happened instead" rows={3} {...text('actual')} />
                </Columns>
                <TextField
                  label="Your e-mail (optional)"
                  type="email"
                  autoComplete="email"
                  hint="Only if you would like us to write back."
                  {...text('contact')}
                />
                <Checkbox
                  label="I can attach screenshots"
                  name="screenshots"
                  checked={form.screenshots}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    setForm((current) => ({ ...current, screenshots: checked }));
                    if (!checked) {
                      setFiles([]);
                      setErrors((current) => ({ ...current, files: undefined }));
                    }
                  }}
                />
                {form.screenshots && (
                  <FileInput
                    label="Screenshots"
                    accept={BUG_REPORT_UPLOAD.types.join(',')}
                    buttonText="Choose images"
                    hint="Up to 3 images (PNG, JPEG, GIF or WebP), 2 MB each."
                    files={files}
                    error={errors.files}
                    name="files"
                    onFilesChange={onFiles}
                  />
                )}
                <div>
                  <Button type="submit" loading={isLoading} loadingText="Sending...">
                    Send report
                  </Button>
                </div>
              </Stack>
            </form>
          </Tile>
        </Container>
      </PageBody>
    </>
  );
}
