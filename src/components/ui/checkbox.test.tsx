// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

afterEach(cleanup);

function Harness({ onChange }: { onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <form>
      <Checkbox id="friday" checked={on} onCheckedChange={(v) => { setOn(v); onChange(v); }} />
      <label htmlFor="friday">Friday</label>
    </form>
  );
}

describe('Checkbox', () => {
  // A form's checkboxes are the browser's own: Radix's button checkbox measured every box's size when a form
  // opened (a forced layout each, 21 in the rate rule's dialog: ~0.3 s of a slow phone's tap).
  it('is a native checkbox named by its label, toggled by the label and reporting true and false', () => {
    const changed = vi.fn();
    render(<Harness onChange={changed} />);
    const box = screen.getByRole('checkbox', { name: 'Friday' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveProperty('type', 'checkbox');
    fireEvent.click(screen.getByText('Friday'));
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    expect(box).toHaveProperty('checked', false);
    expect(changed.mock.calls).toEqual([[true], [false]]);
  });

  it('adds no hidden input of its own to the form', () => {
    const { container } = render(<Harness onChange={() => undefined} />);
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });
});
