import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_MARK, useConsoleDocument } from './console-document';

function ConsoleScreen() {
  useConsoleDocument();
  return null;
}

describe('useConsoleDocument', () => {
  it('marks <html> while any console screen is mounted, and only then', () => {
    const html = document.documentElement;
    expect(html.hasAttribute(CONSOLE_MARK)).toBe(false);
    const signIn = render(<ConsoleScreen />);
    expect(html.hasAttribute(CONSOLE_MARK)).toBe(true);
    // Signing in: the frame mounts as the sign-in goes.
    const frame = render(<ConsoleScreen />);
    signIn.unmount();
    expect(html.hasAttribute(CONSOLE_MARK)).toBe(true);
    frame.unmount();
    expect(html.hasAttribute(CONSOLE_MARK)).toBe(false);
  });
});
