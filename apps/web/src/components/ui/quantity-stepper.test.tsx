import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ max = 4, disabled = false, onChange = vi.fn(), locale = 'en' }) {
  const [value, setValue] = useState(1);
  return (
    <QuantityStepper
      value={value}
      min={0}
      max={max}
      disabled={disabled}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      locale={locale}
      label="Quantity of Red"
      decreaseLabel="Decrease"
      increaseLabel="Increase"
    />
  );
}

describe('QuantityStepper', () => {
  it('is a spin button that tells its bounds', () => {
    render(<Stepper />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Red' });
    expect(field).toHaveAttribute('aria-valuemin', '0');
    expect(field).toHaveAttribute('aria-valuemax', '4');
    expect(field).toHaveAttribute('aria-valuenow', '1');
    expect(field).toHaveAttribute('inputmode', 'numeric');
  });

  it('steps within the bounds and disables the button at each end', async () => {
    const user = userEvent.setup();
    render(<Stepper max={2} />);
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });

  it('reads Myanmar digits typed on a Burmese keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper max={20} onChange={onChange} />);
    const field = screen.getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '၁၂');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(field).toHaveValue('12');
  });

  it('shows Myanmar digits on a Burmese page and reads both digit sets there', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper max={20} onChange={onChange} locale="my" />);
    const field = screen.getByRole('spinbutton');
    expect(field).toHaveValue('၁');
    expect(field).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field).toHaveValue('၂');
    await user.clear(field);
    await user.type(field, '၁၂');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(field).toHaveValue('၁၂');
    await user.clear(field);
    await user.type(field, '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(field).toHaveValue('၇');
  });

  it('takes Home and End to the bounds', async () => {
    const user = userEvent.setup();
    render(<Stepper max={7} />);
    await user.click(screen.getByRole('spinbutton'));
    await user.keyboard('{End}');
    expect(screen.getByRole('spinbutton')).toHaveValue('7');
    await user.keyboard('{Home}');
    expect(screen.getByRole('spinbutton')).toHaveValue('0');
  });

  it('does nothing while disabled', () => {
    render(<Stepper disabled />);
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  });
});
