import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation.js';
import { BugReportFieldsSchema, ContactRequestSchema, sniffImageType, uploadProblem } from './support.js';

const MB = 1024 * 1024;

describe('uploadProblem', () => {
  it('accepts up to three images of 2 MB each', () => {
    const files = ['a.png', 'b.jpg', 'c.webp'].map((name, index) => ({
      name,
      size: 2 * MB,
      type: ['image/png', 'image/jpeg', 'image/webp'][index]!,
    }));
    expect(uploadProblem(files)).toBeNull();
  });
  it('refuses a fourth file', () => {
    const files = Array.from({ length: 4 }, (_, index) => ({ name: `${index}.png`, size: 10, type: 'image/png' }));
    expect(uploadProblem(files)).toBe('Attach at most 3 screenshots.');
  });
  it('refuses a file over 2 MB, naming it', () => {
    expect(uploadProblem([{ name: 'big.png', size: 2 * MB + 1, type: 'image/png' }])).toBe(
      'big.png is larger than 2 MB. Attach a smaller image.',
    );
  });
  it('refuses a file that is not an image, naming it', () => {
    expect(uploadProblem([{ name: 'notes.pdf', size: 10, type: 'application/pdf' }])).toBe(
      'notes.pdf is not an image. Attach PNG, JPEG, GIF or WebP files.',
    );
  });
});

describe('sniffImageType', () => {
  it('reads the type from the first bytes', () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});

describe('support schemas', () => {
  it('requires every contact field, with one message each', () => {
    const result = parseWith(ContactRequestSchema, { name: ' ', email: '', message: '' });
    expect(result.ok ? [] : result.issues).toEqual([
      { path: 'name', message: 'Enter your name.' },
      { path: 'email', message: 'Enter your e-mail address.' },
      { path: 'message', message: 'Write your message.' },
    ]);
  });
  it('defaults a bug report to medium severity and turns empty optional fields into nothing', () => {
    const result = parseWith(BugReportFieldsSchema, { title: 'T', description: 'D', contact: '', steps: ' ' });
    expect(result).toEqual({
      ok: true,
      data: { title: 'T', description: 'D', severity: 'medium', screenshots: false },
    });
  });
});
