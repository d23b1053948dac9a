import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi, type FakeRoute } from '@/testing/fake-api.ts';
import { signInWaitTotalMs, useWaitBar } from '../hooks/use-wait-bar.ts';
import { SignInForm } from './sign-in-form.tsx';

const signedInAnswer: FakeRoute = () =>
  jsonResponse(200, { message: 'Check your email for the login link!' });

/** Math.random() = 0.5 makes the wait 30 s: one step of the bar every 300 ms. */
function renderForm(signIn: FakeRoute = signedInAnswer) {
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  const api = stubApi({ 'POST /api/auth/sign-in': signIn });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { container } = render(<SignInForm />);
  return {
    api,
    user,
    email: screen.getByLabelText('Email Address'),
    button: () => screen.getByRole('button'),
    bar: screen.getByRole('progressbar'),
    honeypot: container.querySelector<HTMLInputElement>('input[name="website"]')!,
  };
}

const waitMs = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const fillBar = () => waitMs(30_000);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('SignInForm', () => {
  it('asks for the email address with the texts of the spec', () => {
    const { email, button } = renderForm();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'Enter your email');
    expect(email).toBeRequired();
    expect(button()).toHaveTextContent('Sign In with Email');
  });

  it('keeps the button disabled until the wait bar is full', async () => {
    const { email, button, bar, user, api } = renderForm();
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(button()).toBeDisabled();

    await waitMs(15_000);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(button()).toBeDisabled();

    await waitMs(14_850);
    expect(bar).toHaveAttribute('aria-valuenow', '99');
    expect(button()).toBeDisabled();
    await user.type(email, 'maker@example.org{Enter}');
    expect(api.fetchMock).not.toHaveBeenCalled();

    await waitMs(150);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(button()).toBeEnabled();
  });

  it('says why it waits beside the bar, and tells screen readers the time left about every 10 s', async () => {
    const { email, bar, user } = renderForm();
    const reason = screen.getByText(/protects TinkerLabs from automated sign-ups/);
    expect(bar).toHaveAttribute('aria-describedby', reason.id);
    const timeLeft = screen.getByText(/seconds left before you can sign in/);
    expect(timeLeft).toHaveAttribute('aria-live', 'polite');
    expect(timeLeft).toHaveTextContent('About 30 seconds left');

    // The email can be typed while the bar fills.
    await user.type(email, 'maker@example.org');
    expect(email).toHaveValue('maker@example.org');

    const heard = new Set<string>();
    for (let elapsed = 0; elapsed < 30_000; elapsed += 300) {
      await waitMs(300);
      heard.add(timeLeft.textContent ?? '');
    }
    expect([...heard]).toEqual([
      'About 30 seconds left before you can sign in.',
      'About 20 seconds left before you can sign in.',
      'About 10 seconds left before you can sign in.',
      'A few seconds left before you can sign in.',
      'Ready: you can sign in now.',
    ]);
  });

  it('hides the honeypot from keyboard and screen readers', async () => {
    const { email, button, honeypot, user } = renderForm();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();

    await fillBar();
    await user.click(email);
    await user.tab();
    expect(button()).toHaveFocus();
  });

  it("refuses to send when the honeypot is filled: 'Bot detected!' and no request", async () => {
    const { email, button, honeypot, user, api } = renderForm();
    await user.type(email, 'bot@example.org');
    await user.type(honeypot, 'https://spam.example');
    await fillBar();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent('Bot detected!');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("sends the address, shows 'Sending...' meanwhile, then the success message in green", async () => {
    let answer!: (response: Response) => void;
    const { email, button, user, api } = renderForm(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await user.type(email, 'maker@example.org');
    await fillBar();
    await user.click(button());

    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    expect(api.calls).toEqual([
      { method: 'POST', path: '/api/auth/sign-in', body: { email: 'maker@example.org', website: '' } },
    ]);

    await act(async () => answer(signedInAnswer({} as never) as Response));
    const success = screen.getByText('Check your email for the login link!');
    expect(success).toHaveClass('text-green-700');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives way to what to do next: the address, when the link expires, and sending it again after a minute', async () => {
    vi.setSystemTime(new Date(2026, 10, 21, 14, 5, 0));
    const { email, button, user, api } = renderForm();
    await user.type(email, 'maker@example.org');
    await fillBar(); // the link goes out at 14:05:30
    await user.click(button());

    const heading = await screen.findByRole('heading', { name: 'Check your inbox at maker@example.org' });
    await waitMs(0); // the panel's countdown starts
    expect(heading).toHaveFocus(); // the pressed button is gone
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();
    expect(screen.getByText(/until 15:05/)).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Send the link again' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    expect(again).toHaveAccessibleDescription('You can send it again in 60 s.');
    await user.click(again);
    expect(api.calls).toHaveLength(1);

    await waitMs(30_000);
    expect(screen.getByText('You can send it again in 30 s.')).toBeInTheDocument();
    await waitMs(30_000);
    expect(again).toHaveAttribute('aria-disabled', 'false');
    await user.click(again);
    expect(await screen.findByText('A new link is on its way to maker@example.org.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.body).toEqual({ email: 'maker@example.org', website: '' });
    expect(again).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/until 15:06/)).toBeInTheDocument();
  });

  it('goes back to the form, the address kept and in focus, to use another address', async () => {
    const { email, button, user } = renderForm();
    await user.type(email, 'maker@exmaple.org');
    await fillBar();
    await user.click(button());
    await user.click(await screen.findByRole('button', { name: 'Use another address' }));
    const field = screen.getByLabelText('Email Address');
    expect(field).toHaveValue('maker@exmaple.org');
    expect(field).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In with Email' })).toBeEnabled();
  });

  it('says why a second link could not be sent, in red', async () => {
    const { email, button, user, api } = renderForm();
    await user.type(email, 'maker@example.org');
    await fillBar();
    await user.click(button());
    await screen.findByRole('heading', { name: 'Check your inbox at maker@example.org' });
    await waitMs(0); // the panel's countdown starts
    api.routes['POST /api/auth/sign-in'] = () =>
      errorResponse(503, 'service_unavailable', 'We could not send the email just now.');
    await waitMs(60_000);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not send the email just now.');
    expect(alert).toHaveClass('text-red-600');
  });

  it.each([
    [
      429,
      'rate_limited',
      'A sign-in link was just sent to this address. Wait a minute before asking for another.',
    ],
    [503, 'service_unavailable', 'We could not send the email just now. Please try again in a few minutes.'],
  ] as const)('shows the message of a %i answer in red', async (status, code, message) => {
    const { email, button, user, api } = renderForm(() => errorResponse(status, code, message));
    await user.type(email, 'maker@example.org');
    await fillBar();
    await user.click(button());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveClass('text-red-600');
    expect(screen.queryByText('Check your email for the login link!')).not.toBeInTheDocument();
    expect(button()).toBeEnabled();
    expect(api.fetchMock).toHaveBeenCalledTimes(1); // a refused POST is not retried
  });
});

describe('signInWaitTotalMs', () => {
  it('chooses a wait from 20 s up to, not including, 40 s', () => {
    expect(signInWaitTotalMs(() => 0)).toBe(20_000);
    expect(signInWaitTotalMs(() => 0.5)).toBe(30_000);
    const longest = signInWaitTotalMs(() => 0.9999999999);
    expect(longest).toBeLessThan(40_000);
    expect(longest).toBeGreaterThan(39_999);
  });

  it('ignores the shortened wait outside the build for browser tests', () => {
    vi.stubEnv('VITE_SIGN_IN_WAIT_MS', '500');
    expect(signInWaitTotalMs(() => 0)).toBe(20_000);
    vi.stubEnv('VITE_E2E_HOOKS', 'true');
    expect(signInWaitTotalMs(() => 0)).toBe(500);
  });
});

describe('useWaitBar', () => {
  it('advances one step per hundredth of the wait and stops at exactly 100', async () => {
    vi.useRealTimers();
    vi.useFakeTimers(); // no drift from the real clock: steps are counted exactly
    const { result } = renderHook(() => useWaitBar(100_000));
    expect(result.current).toBe(0);
    await waitMs(500);
    for (let step = 1; step <= 100; step++) {
      await waitMs(1_000);
      expect(result.current).toBe(step);
    }
    expect(vi.getTimerCount()).toBe(0);
    await waitMs(60_000);
    expect(result.current).toBe(100);
  });
});
