import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { FormButtons } from './form-buttons';

function renderForm(props: Partial<Parameters<typeof FormButtons>[0]> = {}) {
  const onCancel = vi.fn();
  const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
  const result = renderWithProviders(
    <form onSubmit={onSubmit}>
      <FormButtons onCancel={onCancel} busy={false} submit="Add item" {...props} />
    </form>,
  );
  return { ...result, onCancel, onSubmit };
}

describe("a dialog form's buttons", () => {
  it('sends the form with the button that says what it does, and cancels with Cancel', async () => {
    const { user, onCancel, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the form from going until it is ready', async () => {
    const { user, onSubmit } = renderForm({ ready: false });
    const submit = screen.getByRole('button', { name: 'Add item' });
    expect(submit).toBeDisabled();
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets neither button be pressed while the form is being sent', () => {
    renderForm({ busy: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled();
  });
});
