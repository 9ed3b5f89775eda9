import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

const doctors = [
  { value: 1, label: 'Dr. Levi' },
  { value: 2, label: 'Dr. Cohen' },
];

describe('SelectField', () => {
  it('is named by its label, lists the first options then its own, and answers the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        id="doctor"
        label="Doctor"
        value=""
        onChange={onChange}
        first={<option value="">Any free doctor</option>}
        options={doctors}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Doctor' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any free doctor',
      'Dr. Levi',
      'Dr. Cohen',
    ]);
    await userEvent.selectOptions(select, 'Dr. Cohen');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('reads out its error through aria-describedby and is marked invalid', () => {
    render(<SelectField id="role" label="Role" value={1} onChange={() => {}} options={doctors} error="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Role', description: 'Choose one' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a refusal wiring it is given while it shows no error of its own', () => {
    render(
      <>
        <SelectField
          id="lang"
          label="Language"
          value={1}
          onChange={() => {}}
          options={doctors}
          aria-invalid
          aria-describedby="lang-refusal"
        />
        <p id="lang-refusal">Not offered</p>
      </>,
    );
    const select = screen.getByRole('combobox', { name: 'Language', description: 'Not offered' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
