import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { componentDocs } from '../../testing/componentDocs';
import { Heading } from '../Heading';
import { KeepWordsWhole } from './KeepWordsWhole';

const meta = {
  title: 'Primitives/KeepWordsWhole',
  component: KeepWordsWhole,
  args: { children: 'Launch E-mail Sequences' },
  argTypes: { children: { control: 'text' } },
  parameters: componentDocs({
    purpose:
      'A title or label with hyphenated words ("E-mail", "30-day", "GST-ready") that wraps between words, never ' +
      'at a hyphen: "Launch / E-mail Sequences", not "Launch E- / mail Sequences". A product\'s title and its ' +
      'one-sentence description use it wherever they are shown.',
    avoid: [
      'Long running text (articles, policies): it may break at a hyphen like any book does.',
      'Typing a non-breaking hyphen into the catalogue instead: search, copy and find-on-page would no longer match "e-mail".',
    ],
    accessibility: [
      'The text is read exactly as written: the words are only kept on one line, nothing is added or replaced.',
    ],
  }),
} satisfies Meta<typeof KeepWordsWhole>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vertical position of the `offset`-th character of `word` in `element`'s text. */
function topOfCharacter(element: HTMLElement, word: string, offset: number): number {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(word) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at + offset);
    range.setEnd(node, at + offset + 1);
    return range.getBoundingClientRect().top;
  }
  throw new Error(`"${word}" is not in the text`);
}

/** Try any text from the Controls panel. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    expect(canvasElement).toHaveTextContent(args.children);
  },
};

/**
 * A product title in a column too narrow for "Launch E-mail" (ten characters of a monospaced face,
 * so the same on every machine, wrapped greedily as the product page's title is): it wraps before
 * "E-mail", whose "E" and "m" stay on one line.
 */
export const InANarrowColumn: Story = {
  render: (args) => (
    <Heading level={2} style={{ width: '10ch', font: '24px monospace', textWrap: 'wrap' }}>
      <KeepWordsWhole {...args} />
    </Heading>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Launch E-mail Sequences' });
    expect(topOfCharacter(heading, 'E-mail', 0)).toBe(topOfCharacter(heading, 'E-mail', 2));
    expect(topOfCharacter(heading, 'Launch', 0)).toBeLessThan(topOfCharacter(heading, 'E-mail', 0));
  },
};
