import { Checkbox } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ChoiceCard } from './choice-card';

function Choices() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Checkbox.Group value={value} onChange={setValue}>
      <ChoiceCard value="ana" name="Ana" />
      <ChoiceCard value="joe" name="Uncle Joe" detail="No account" disabled />
      <output>{value.join(',') || 'none'}</output>
    </Checkbox.Group>
  );
}

describe('a choice as a card', () => {
  it('is chosen with a tap on the card, and a disabled one says why and stays unchosen', async () => {
    const { user } = renderWithProviders(<Choices />);
    const ana = screen.getByRole('checkbox', { name: 'Ana' });
    await user.click(ana);
    expect(ana).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('ana')).toBeInTheDocument();

    const joe = screen.getByRole('checkbox', { name: /Uncle Joe/ });
    expect(joe).toHaveTextContent('No account');
    expect(joe).toBeDisabled();
    await user.click(joe);
    expect(screen.getByText('ana')).toBeInTheDocument();
  });
});
