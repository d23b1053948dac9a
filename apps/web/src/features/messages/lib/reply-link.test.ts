import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link.ts';

describe('replyLink', () => {
  it('prefills "Re: subject", encoded', () => {
    expect(replyLink({ email: 'ada@example.org', subject: 'PID & tuning?' })).toBe(
      'mailto:ada@example.org?subject=Re%3A%20PID%20%26%20tuning%3F',
    );
  });

  it('does not stack "Re:" on a reply', () => {
    expect(replyLink({ email: 'ada@example.org', subject: 'RE: hello' })).toBe(
      'mailto:ada@example.org?subject=RE%3A%20hello',
    );
  });

  it('keeps an address from adding parameters of its own', () => {
    expect(replyLink({ email: 'a?cc=b@example.org', subject: 'x' })).toBe(
      'mailto:a%3Fcc%3Db@example.org?subject=Re%3A%20x',
    );
  });
});
