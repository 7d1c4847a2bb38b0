import { describe, expect, it } from 'vitest';
import { POST_DEFAULTS, postDefaultKey } from './post-defaults.ts';

describe('postDefaultKey', () => {
  it('names the catalogue key of a default, spaces around it aside', () => {
    expect(postDefaultKey(POST_DEFAULTS.title)).toBe('posts.defaults.title');
    expect(postDefaultKey(` ${POST_DEFAULTS.category} `)).toBe('posts.defaults.category');
    expect(postDefaultKey(POST_DEFAULTS.author)).toBe('posts.defaults.author');
  });

  it('is null for anything staff wrote, and for no text', () => {
    expect(postDefaultKey('Genel Kurul')).toBeNull();
    expect(postDefaultKey('')).toBeNull();
    expect(postDefaultKey(null)).toBeNull();
    expect(postDefaultKey(undefined)).toBeNull();
  });
});
