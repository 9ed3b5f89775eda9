import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextAreaField, TextField } from './form-fields';

describe('TextField', () => {
  it('is named by its label and described by its error, marked invalid', () => {
    render(<TextField id="reason" label="Reason" error="Say why" defaultValue="" />);
    const input = screen.getByRole('textbox', { name: 'Reason', description: 'Say why' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('reason-error')?.textContent).toBe('Say why');
  });

  it('without an error keeps the description it is given and shows no error', () => {
    render(
      <>
        <TextField id="code" label="Code" aria-describedby="code-hint" defaultValue="" />
        <p id="code-hint">Six digits</p>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Code', description: 'Six digits' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('code-error')).toBeNull();
  });
});

describe('TextAreaField', () => {
  it('is named by its label and described by its error, marked invalid', () => {
    render(<TextAreaField id="note" label="Note for the doctor" error="Too long" defaultValue="" />);
    const area = screen.getByRole('textbox', { name: 'Note for the doctor', description: 'Too long' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('passes what is typed to its handler and puts its classes on its block', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextAreaField id="notes" label="Notes" className="mt-4" value="" onChange={(e) => onChange(e.target.value)} />,
    );
    await userEvent.type(screen.getByLabelText('Notes'), 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(container.firstElementChild?.className).toBe('mt-4');
    expect(screen.getByLabelText('Notes').hasAttribute('aria-invalid')).toBe(false);
  });
});
