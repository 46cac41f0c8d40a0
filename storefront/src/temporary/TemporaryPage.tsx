import type { ReactNode } from 'react';
import { PageMeta } from '@profit/design-system/seo';

/** Temporary: a page with its one heading and head metadata, until the real screen lands. */
export function TemporaryPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <PageMeta title={title} description={`${title} at Profit.`} />
      <h1 tabIndex={-1}>{title}</h1>
      {children}
    </section>
  );
}

export const temporaryPage = (title: string) =>
  function Temporary() {
    return <TemporaryPage title={title} />;
  };
