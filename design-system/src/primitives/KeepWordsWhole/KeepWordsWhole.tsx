import styled from 'styled-components';

const Whole = styled.span`
  white-space: nowrap;
`;

/** A word with a hyphen inside it ("E-mail", "30-day"): the browser may break a line after its hyphen. */
const HYPHENATED_WORD = /(\S+-\S+)/;

/**
 * Text whose hyphenated words never break at their hyphen: a title wraps before "E-mail", not
 * after "E-". The text itself is unchanged (no non-breaking hyphen), so it reads, copies and is
 * found on the page as written.
 */
export function KeepWordsWhole({ children }: { children: string }) {
  return (
    <>
      {children
        .split(HYPHENATED_WORD)
        .map((part, index) => (index % 2 === 1 ? <Whole key={index}>{part}</Whole> : part))}
    </>
  );
}
