import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MoneyInput } from './money-input';

function Amount({ maxCents }: { maxCents?: number }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <>
      <MoneyInput label="Price" maxCents={maxCents} value={value} onChange={setValue} />
      <output>{String(value)}</output>
    </>
  );
}

describe('an amount of money', () => {
  it('takes at most two decimals and no minus sign', async () => {
    const { user } = renderWithProviders(<Amount />);
    await user.type(screen.getByLabelText('Price'), '-12.505');
    expect(screen.getByLabelText('Price')).toHaveValue('12.50');
    expect(screen.getByRole('status')).toHaveTextContent(/^12\.50?$/);
  });

  it('leaves an amount past the most as typed, for the form to say what the most is', async () => {
    const { user } = renderWithProviders(<Amount maxCents={10_000} />);
    const input = screen.getByLabelText('Price');
    await user.type(input, '250');
    await user.tab();
    expect(input).toHaveValue('250');
  });
});
