import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './without-leading-title';

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the title', () => {
    expect(withoutLeadingTitle('<h2>About Gavel</h2><p>x</p>', 'About Gavel')).toBe('<p>x</p>');
    expect(withoutLeadingTitle('\n <h1 class="a"> About (us) </h1><p>x</p>', 'About (us)')).toBe('<p>x</p>');
  });
  it('keeps other headings and content', () => {
    expect(withoutLeadingTitle('<p>intro</p><h2>About Gavel</h2>', 'About Gavel')).toBe('<p>intro</p><h2>About Gavel</h2>');
    expect(withoutLeadingTitle('<h2>Who buys</h2>', 'About Gavel')).toBe('<h2>Who buys</h2>');
  });
});
