/** The "Reply by email" link: a mailto: address with the subject prefilled as "Re: …". */

/**
 * @example replyLink({ email: 'ada@example.org', subject: 'PID & tuning' })
 * // 'mailto:ada@example.org?subject=Re%3A%20PID%20%26%20tuning'
 */
export function replyLink({ email, subject }: { email: string; subject: string }): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(re)}`;
}
