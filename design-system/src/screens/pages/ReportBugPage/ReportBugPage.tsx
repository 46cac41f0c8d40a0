import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import {
  BUG_REPORT_THANK_YOU,
  BUG_REPORT_UPLOAD,
  BUG_SEVERITIES,
  BugReportFieldsSchema,
  DEFAULT_BUG_SEVERITY,
  uploadProblem,
} from '@profit/contract';
import { errorBody, useSendBugReportMutation } from '../../../api';
import { useContractForm } from '../../../flows/useContractForm';
import {
  Button,
  Banner,
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
import { theme } from '../../../tokens';

/** The contract's fields, the checkbox as the boolean it is on the page (sent as `"true"` or `"false"`). */
const BugReportFormSchema = BugReportFieldsSchema.extend({ screenshots: z.boolean() });
type BugReportForm = z.output<typeof BugReportFormSchema>;

/** The text fields, in the order the multipart body carries them. */
const TEXT_FIELDS = ['title', 'description', 'severity', 'steps', 'expected', 'actual', 'contact'] as const;

const EMPTY = {
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
  gap: ${theme.space[4]};

  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The accepted form as the multipart body the backend reads. */
function toFormData(form: BugReportForm, files: readonly File[]): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    const value = form[field];
    if (value) body.append(field, value);
  }
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
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendBugReportMutation();
  const notify = useNotify();
  const filesRef = useRef<HTMLDivElement>(null);
  const { field, register, watch, trigger, failure, submitWith } = useContractForm(BugReportFormSchema, EMPTY);
  const attaching = watch('screenshots');
  const screenshots = register('screenshots');

  // Counts the times the picker's message asks for focus: moved there once it is on screen.
  const [filesFocus, setFilesFocus] = useState(0);
  useEffect(() => {
    if (filesFocus) filesRef.current?.querySelector<HTMLElement>('[name="files"]')?.focus();
  }, [filesFocus]);
  const showFilesError = (message: string) => {
    setFilesError(message);
    setFilesFocus((count) => count + 1);
  };

  /** A new list of screenshots: kept when it is within the limits, refused with the reason otherwise. */
  const onFiles = (next: File[]) => {
    const problem = uploadProblem(next);
    if (problem) return setFilesError(problem);
    setFiles(next);
    setFilesError(null);
  };

  const submit = submitWith(
    (form) => send(toFormData(form, form.screenshots ? files : [])),
    'Your report could not be sent. Please try again.',
    () => {
      setFiles([]);
      setFilesError(null);
      notify(BUG_REPORT_THANK_YOU, 'success');
    },
    (error) => {
      // The server's limits on the images (too large, not an image) belong to the picker.
      const body = errorBody(error);
      if (body && (body.statusCode === 413 || body.statusCode === 415)) showFilesError(body.message);
    },
  );

  // The images are no field of the schema: their limits are checked beside it, the fields' first.
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const problem = attaching ? uploadProblem(files) : null;
    if (!problem) return submit(event);
    event.preventDefault();
    setFilesError(problem);
    if (await trigger(undefined, { shouldFocus: true })) showFilesError(problem);
  };

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
            <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="bug-form-title">
              <Stack gap={4}>
                {failure && (
                  <Banner tone="danger" title="Your report was not sent">
                    {failure}
                  </Banner>
                )}
                <TextField label="Title (required)" required {...field('title')} />
                <Textarea label="Description (required)" rows={4} required {...field('description')} />
                <Select label="Severity" options={SEVERITY_OPTIONS} {...field('severity')} />
                <Textarea
                  label="Steps to reproduce"
                  rows={4}
                  hint="One step per line, from the page you started on."
                  {...field('steps')}
                />
                <Columns>
                  <Textarea label="What you expected" rows={3} {...field('expected')} />
                  <Textarea label="What happened instead" rows={3} {...field('actual')} />
                </Columns>
                <TextField
                  label="Your e-mail (optional)"
                  type="email"
                  autoComplete="email"
                  hint="Only if you would like us to write back."
                  {...field('contact')}
                />
                <Checkbox
                  label="I can attach screenshots"
                  {...screenshots}
                  onChange={(event) => {
                    void screenshots.onChange(event);
                    if (!event.target.checked) {
                      setFiles([]);
                      setFilesError(null);
                    }
                  }}
                />
                {attaching && (
                  <div ref={filesRef}>
                    <FileInput
                      label="Screenshots"
                      accept={BUG_REPORT_UPLOAD.types.join(',')}
                      buttonText="Choose images"
                      hint="Up to 3 images (PNG, JPEG, GIF or WebP), 2 MB each."
                      files={files}
                      error={filesError ?? undefined}
                      name="files"
                      onFilesChange={onFiles}
                    />
                  </div>
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
