import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  baselineName,
  matchesAny,
  maxHeightFor,
  optOutOf,
  parseBaselineName,
  planRun,
  widthsOf,
} from '../lib/plan.mjs';

const projectChromatic = { modes: { mobile: { viewport: 375 }, desktop: { viewport: 1280 } } };
const options = { mobile375: { styles: { width: '375px' } }, tablet768: { styles: { width: '768px' } } };
const story = (id, extra = {}) => ({
  id,
  title: 'Primitives/Button',
  name: 'Primary',
  projectChromatic,
  ...extra,
  parameters: { chromatic: projectChromatic, viewport: { options }, ...extra.parameters },
});

describe('widthsOf', () => {
  it('pictures a story at the project modes, 375 and 1280 px', () => {
    assert.deepEqual(widthsOf(story('a--b')), [375, 1280]);
  });

  it('falls back to 375 and 1280 px when the preview names no modes', () => {
    assert.deepEqual(widthsOf({ id: 'a--b', parameters: {} }), [375, 1280]);
  });

  it('drops a mode the story disables', () => {
    const chromatic = { modes: { mobile: { viewport: 375 }, desktop: { viewport: 1280, disable: true } } };
    assert.deepEqual(widthsOf(story('a--b', { parameters: { chromatic } })), [375]);
  });

  it('adds a mode of the story, by pixels or by viewport name', () => {
    const chromatic = {
      modes: { ...projectChromatic.modes, tablet: { viewport: 'tablet768' }, wide: { viewport: '1440px' } },
    };
    assert.deepEqual(widthsOf(story('a--b', { parameters: { chromatic } })), [375, 768, 1280, 1440]);
  });

  it('pictures a story pinned to a viewport by its globals at that width only', () => {
    const pinned = story('a--b', { storyGlobals: { viewport: { value: 'tablet768', isRotated: false } } });
    assert.deepEqual(widthsOf(pinned), [768]);
  });

  it('lets modes named by the story win over its pinned viewport', () => {
    const chromatic = { modes: { mobile: { viewport: 375 }, desktop: { viewport: 1280, disable: true } } };
    const pinned = story('a--b', { parameters: { chromatic }, storyGlobals: { viewport: { value: 'tablet768' } } });
    assert.deepEqual(widthsOf(pinned), [375]);
  });

  it('reads the legacy chromatic.viewports list', () => {
    assert.deepEqual(widthsOf({ id: 'a--b', parameters: { chromatic: { viewports: [1440, 320] } } }), [320, 1440]);
  });
});

describe('optOutOf', () => {
  it('pictures a story by default', () => {
    assert.equal(optOutOf(story('a--b')), undefined);
  });

  it('skips a story with chromatic.disableSnapshot, giving its reason', () => {
    const skipped = story('a--b', {
      parameters: { chromatic: { disableSnapshot: true }, visual: { reason: 'a 3 s rotation' } },
    });
    assert.equal(optOutOf(skipped), 'a 3 s rotation');
    assert.match(optOutOf(story('a--b', { parameters: { chromatic: { disableSnapshot: true } } })), /opted out/);
  });
});

describe('matchesAny', () => {
  const button = { id: 'primitives-button--primary', title: 'Primitives/Button', name: 'Primary' };
  it('matches everything without a filter', () => assert.equal(matchesAny(button, []), true));
  it('matches a substring of the id, case-insensitive', () => assert.equal(matchesAny(button, ['Button--PRI']), true));
  it('matches a substring of "Title / Name"', () => assert.equal(matchesAny(button, ['button / primary']), true));
  it('matches a glob over the id', () => {
    assert.equal(matchesAny(button, ['primitives-*--primary']), true);
    assert.equal(matchesAny(button, ['shop-*']), false);
  });
  it('matches when any filter does', () => assert.equal(matchesAny(button, ['badge', 'button']), true));
});

describe('baseline names', () => {
  it('round-trips a story id and width', () => {
    assert.equal(baselineName('shop-cart-page--empty', 375), 'shop-cart-page--empty.375.png');
    assert.deepEqual(parseBaselineName('shop-cart-page--empty.375.png'), { id: 'shop-cart-page--empty', width: 375 });
    assert.equal(parseBaselineName('README.md'), undefined);
  });
});

describe('planRun', () => {
  const stories = [
    story('primitives-button--primary'),
    story('primitives-badge--tones', { title: 'Primitives/Badge', name: 'Tones' }),
    story('home-counter--counting', {
      title: 'Home/Counter',
      name: 'Counting',
      parameters: { chromatic: { disableSnapshot: true }, visual: { reason: 'counts every second' } },
    }),
  ];

  it('plans a shot per story and width, lists opted-out stories and orphaned baselines', () => {
    const plan = planRun(stories, {
      baselineFiles: [
        'primitives-button--primary.375.png',
        'gone-story--x.375.png',
        'home-counter--counting.375.png',
        '.gitkeep',
      ],
    });
    assert.deepEqual(
      plan.shots.map((s) => s.file),
      [
        'primitives-button--primary.375.png',
        'primitives-button--primary.1280.png',
        'primitives-badge--tones.375.png',
        'primitives-badge--tones.1280.png',
      ],
    );
    assert.deepEqual(plan.skipped, [
      { id: 'home-counter--counting', title: 'Home/Counter', name: 'Counting', reason: 'counts every second' },
    ]);
    assert.deepEqual(plan.obsolete, ['gone-story--x.375.png', 'home-counter--counting.375.png']);
  });

  it('filters shots, but never calls the baselines of stories outside the filter obsolete', () => {
    const plan = planRun(stories, { filters: ['badge'], baselineFiles: ['primitives-button--primary.375.png'] });
    assert.deepEqual(
      plan.shots.map((s) => s.id),
      ['primitives-badge--tones', 'primitives-badge--tones'],
    );
    assert.deepEqual(plan.obsolete, []);
  });
});

describe('maxHeightFor', () => {
  it('caps a picture at 3,000 px and 2.2 megapixels', () => {
    assert.equal(maxHeightFor(375), 3000);
    assert.equal(maxHeightFor(1280), 1718);
  });
});
