import type { HelpQuestion } from '../../../content/helpCenter';

/** Words that say nothing about the topic of a question. */
const STOP_WORDS = new Set(
  (
    'a about after am an and any are as at be but by can could do does did for from get got have how i if in ' +
    'into is it its me my no not of on or our please so that the their them then there this to us was we what ' +
    'when where which who why will with would you your hi hello hey want need tell help thanks thank ok'
  ).split(' '),
);

/** A crude stem: plural "s" and the endings -ing, -ed, -ment dropped ("payments" → "pay"). */
function stem(word: string): string {
  let stemmed = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  for (const ending of ['ment', 'ing', 'ed']) {
    if (stemmed.length > ending.length + 2 && stemmed.endsWith(ending)) {
      stemmed = stemmed.slice(0, -ending.length);
      break;
    }
  }
  return stemmed;
}

/** Lower-cased, stemmed words of a text, without stop words ("How do I get REFUNDS?" → ["refund"]). */
export function keywords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}

/**
 * The help-center question that best answers a message, or `null` when none is close enough. A
 * keyword found in a question counts twice as much as one found only in its answer; at least one
 * keyword must appear in the question itself, or two in the answer.
 */
export function bestAnswer<Q extends HelpQuestion>(message: string, questions: readonly Q[]): Q | null {
  const wanted = new Set(keywords(message));
  if (wanted.size === 0) return null;
  let best: { question: Q; score: number } | null = null;
  for (const question of questions) {
    const inQuestion = new Set(keywords(question.question));
    const inAnswer = new Set(keywords(question.answer));
    let score = 0;
    for (const word of wanted) score += inQuestion.has(word) ? 2 : inAnswer.has(word) ? 1 : 0;
    if (score >= 2 && (!best || score > best.score)) best = { question, score };
  }
  return best?.question ?? null;
}
