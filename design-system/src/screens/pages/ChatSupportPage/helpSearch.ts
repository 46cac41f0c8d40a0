import MiniSearch, { type SearchResult } from 'minisearch';
import { DOC_ARTICLES } from '../../../content/docs';
import { ALL_HELP_QUESTIONS } from '../../../content/helpCenter';

/** One answerable piece of the help content: a help-center question or a section of a guide. */
interface HelpDocument {
  id: string;
  /** What it answers: the question, or the guide's title and section heading. */
  title: string;
  text: string;
  href: string;
  label: string;
}

/** An answer found for a message, with the article it comes from. */
export interface HelpMatch {
  title: string;
  text: string;
  link: { href: string; label: string };
}

/** Words that say nothing about what a message asks. */
const STOP_WORDS = new Set(
  (
    'a about after am an and any are as at be but by can could do does did for from get got have how i if in ' +
    'into is it its me my no not of on or our please so that the their them then there this to us was we what ' +
    'when where which who why will with would you your hi hello hey want need tell help thanks thank ok'
  ).split(' '),
);

function helpDocuments(): HelpDocument[] {
  const questions = ALL_HELP_QUESTIONS.map((question) => ({
    id: `help:${question.id}`,
    title: question.question,
    text: question.answer,
    href: '/help-center',
    label: `Read “${question.question}” in the help center`,
  }));
  const sections = DOC_ARTICLES.flatMap((article) =>
    article.sections.map((section, index) => ({
      id: `doc:${article.slug}:${index}`,
      title: `${article.title}: ${section.heading}`,
      text: [...(section.paragraphs ?? []), ...(section.steps ?? [])].join(' '),
      href: `/docs/${article.slug}`,
      label: `Read “${article.title}”`,
    })),
  );
  return [...questions, ...sections];
}

let index: MiniSearch<HelpDocument> | null = null;

/** The full-text index of the help content, built on the first question. */
function helpIndex(): MiniSearch<HelpDocument> {
  if (index) return index;
  index = new MiniSearch<HelpDocument>({
    fields: ['title', 'text'],
    storeFields: ['title', 'text', 'href', 'label'],
    processTerm: (term) => {
      const word = term.toLowerCase();
      return STOP_WORDS.has(word) || word.length < 2 ? null : word;
    },
    searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: (term) => (term.length > 5 ? 0.2 : 0) },
  });
  index.addAll(helpDocuments());
  return index;
}

/**
 * A result answers the message only when it matches at least half of the message's words
 * (so one shared word such as "cards" is not an answer) and one of them in its title.
 */
function answers(result: SearchResult): boolean {
  const matchedInTitle = Object.values(result.match).some((fields) => fields.includes('title'));
  return matchedInTitle && result.queryTerms.length * 2 >= result.terms.length;
}

/**
 * The help content that best answers a message, by a full-text search (MiniSearch: BM25 ranking,
 * prefixes and small typos, questions and headings weighted above body text); `null` when nothing
 * answers it well enough, so the assistant says so instead of guessing.
 */
export function searchHelp(message: string): HelpMatch | null {
  const wanted = new Set((message.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => !STOP_WORDS.has(word)));
  if (wanted.size === 0) return null;
  const [best] = helpIndex().search(message);
  if (!best || best.queryTerms.length * 2 < wanted.size || !answers(best)) return null;
  return {
    title: best.title as string,
    text: best.text as string,
    link: { href: best.href as string, label: best.label as string },
  };
}
