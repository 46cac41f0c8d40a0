import { z } from 'zod';

/**
 * Control characters (C0, DEL and C1: NUL, escape, line breaks…) mean nothing in a name, an e-mail
 * address, a credential or an id. PostgreSQL cannot even store NUL in text, so such a value is
 * refused here, with the field named, instead of failing deep in the database.
 */
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** A string of printable characters only; `label` names the field in the message. */
export const plainString = (label: string, error = `${label} is required.`) =>
  z.string({ error }).regex(NO_CONTROL_CHARACTERS, { error: `${label} must not contain control characters.` });

/** Whether a string holds no control character. */
export const isPlainText = (value: string): boolean => NO_CONTROL_CHARACTERS.test(value);
