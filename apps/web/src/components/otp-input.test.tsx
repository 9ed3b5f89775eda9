import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OtpInput, emptyOtp } from './otp-input';

function Harness() {
  const [value, setValue] = useState(emptyOtp);
  return <OtpInput value={value} onChange={setValue} />;
}
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((b) => b.value)
    .join(',');

describe('OtpInput', () => {
  it('advances as digits are typed and ignores anything else', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2-3');
    expect(values()).toBe('1,2,3,,,');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('moves back on Backspace from an empty box, clearing the previous digit', async () => {
    render(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    expect(values()).toBe('1,,,,,');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted six-digit code, wherever it is pasted', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => ' 654 321 ' } });
    expect(values()).toBe('6,5,4,3,2,1');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('reads left to right in Hebrew too', () => {
    render(<Harness />);
    expect(screen.getByRole('group')).toHaveProperty('dir', 'ltr');
  });
});
