import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepBar } from './step-bar';

describe('StepBar', () => {
  it('tells a screen reader which steps are done and current, and nothing for the steps ahead', () => {
    const { container } = render(<StepBar steps={['datetime', 'phone', 'verify']} current="phone" />);
    const steps = [...container.querySelectorAll('li')].map((li) => li.textContent);
    expect(steps[0]).toContain('(steps.done)');
    expect(steps[1]).toContain('(steps.current)');
    expect(steps[2]).not.toMatch(/\(\s*\)/);
  });
});
