import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ColorPicker, IconPicker } from './appearance-pickers';

function Pickers() {
  const [color, setColor] = useState('#8B5CF6');
  const [icon, setIcon] = useState('person');
  return (
    <>
      <button type="button">before</button>
      <IconPicker value={icon} color={color} onChange={setIcon} />
      <ColorPicker value={color} onChange={setColor} />
    </>
  );
}

describe('the icon and colour pickers', () => {
  it('are radio groups with one Tab stop each, moved with the arrow keys', async () => {
    const { user } = renderWithProviders(<Pickers />);
    screen.getByRole('button', { name: 'before' }).focus();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Person' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Heart' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Heart' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Purple' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Slate' })).toBeChecked();
  });

  it('name colours in words, not hex codes', () => {
    renderWithProviders(<Pickers />);
    const group = screen.getByRole('radiogroup', { name: 'Color' });
    expect(group).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /#/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Amber' })).not.toBeChecked();
  });
});
