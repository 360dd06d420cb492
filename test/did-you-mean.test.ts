import { describe, expect, it } from '@jest/globals';
import { didYouMean } from '../src/did-you-mean.js';

describe('didYouMean', () => {
  it('prefers a name that differs only in case', () => {
    expect(didYouMean('steps', ['Step', 'Steps'])).toBe('Steps');
  });

  it('takes the nearest candidate within the default distance', () => {
    expect(didYouMean('Accordian', ['Accordion', 'AccordionGroup', 'Card'])).toBe('Accordion');
  });

  it('allows one edit for names of three characters or fewer', () => {
    expect(didYouMean('Crd', ['Card'])).toBe('Card');
    expect(didYouMean('Cx', ['Card'])).toBeUndefined();
  });

  it('returns nothing when no candidate is close enough', () => {
    expect(didYouMean('navigation', ['colors', 'theme'])).toBeUndefined();
    expect(didYouMean('anything', [])).toBeUndefined();
  });

  it('honours a caller limit, down to case slips only', () => {
    expect(didYouMean('titel', ['title'], { maxDistance: 0 })).toBeUndefined();
    expect(didYouMean('Title', ['title'], { maxDistance: 0 })).toBe('title');
    expect(didYouMean('tilte', ['title'], { maxDistance: 2 })).toBe('title');
  });
});
