import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInputField } from './text-input-field';

describe('TextInputField', () => {
  it('is named by its label and note, and described by its hint', () => {
    render(
      <TextInputField label="Email" labelNote="(Optional)" hint="For receipts" name="email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email (Optional)' });
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('For receipts');
  });

  it('shows its error in the hint’s place and marks the input invalid', () => {
    render(<TextInputField label="Email" hint="For receipts" error="Enter an email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email');
    expect(screen.queryByText('For receipts')).not.toBeInTheDocument();
  });

  it('keeps the text clear of what sits at its end, and hands its ref the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<TextInputField ref={ref} label="Password" />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
    expect(ref.current).not.toHaveClass('pe-20');

    rerender(
      <TextInputField ref={ref} label="Password" end={<button type="button">Show</button>} />,
    );
    expect(ref.current).toHaveClass('pe-20');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });
});
